import type { Position } from 'geojson';

/**
 * Cutting Natural Earth geometry at ±180° for a flat map. world-atlas keeps the spherical view:
 * a ring may step from 179.9° to -180° (Chukotka, Fiji's Taveuni) or run once round a pole
 * (Antarctica). Drawn flat, such a step is an edge across the whole world: the bands a naive
 * map shows. Here rings are unwrapped into one continuous shape, closed over the pole when they
 * circle it, and cut into pieces that each stay within [-180°, 180°].
 */

/** Web Mercator's edge: rings wholly beyond it are never visible. */
const MERCATOR_LAT = 85.06;
/** Longest edge added along a pole, so no edge spans half the world. */
const POLE_STEP = 90;

/** Longitudes made continuous: each point moved by whole turns to within 180° of the last. */
export function unwrap(line: Position[]): Position[] {
  let offset = 0;
  let previous: number | undefined;
  return line.map(([lng = 0, lat = 0]) => {
    if (previous !== undefined) offset += 360 * Math.round((previous - lng - offset) / 360);
    const x = lng + offset;
    previous = x;
    return [x, lat];
  });
}

/** Is the meridian x the antimeridian (±180° plus whole turns)? */
function onAntimeridian(x: number): boolean {
  const r = (((x - 180) % 360) + 360) % 360;
  return r < 1e-9 || r > 360 - 1e-9;
}

/** Has the line an edge on the antimeridian (where the data was cut)? */
const runsAlongAntimeridian = (line: Position[]) =>
  line.some(([x = 0], i) => i > 0 && onAntimeridian(x) && onAntimeridian(line[i - 1]?.[0] ?? 0));

/** Sutherland–Hodgman against one vertical line; `keep` says which side stays. */
function clipRing(ring: Position[], at: number, keep: (x: number) => boolean): Position[] {
  const out: Position[] = [];
  ring.forEach((current, i) => {
    const previous = ring[(i + ring.length - 1) % ring.length] as Position;
    const [x1 = 0, y1 = 0] = previous;
    const [x2 = 0, y2 = 0] = current;
    const inside = keep(x2);
    if (inside !== keep(x1)) out.push([at, y1 + ((y2 - y1) * (at - x1)) / (x2 - x1)]);
    if (inside) out.push(current);
  });
  return out;
}

function area(ring: Position[]): number {
  let sum = 0;
  ring.forEach(([x1 = 0, y1 = 0], i) => {
    const [x2 = 0, y2 = 0] = ring[(i + 1) % ring.length] as Position;
    sum += x1 * y2 - x2 * y1;
  });
  return sum / 2;
}

const close = (ring: Position[]): Position[] => [...ring, ring[0] as Position];

/**
 * A ring unwrapped and, when it circles a pole, closed along that pole (south for a ring in the
 * southern hemisphere). Open: the closing point is not repeated.
 */
function continuousRing(ring: Position[]): Position[] {
  const flat = unwrap(ring);
  const turn = circlesPole(flat);
  if (!turn) return flat.slice(0, -1);
  const [lastX = 0] = flat.at(-1) ?? [];
  const pole = flat.reduce((sum, [, lat = 0]) => sum + lat, 0) < 0 ? -90 : 90;
  const steps = Math.ceil(Math.abs(turn) / POLE_STEP);
  const alongPole: Position[] = [];
  for (let i = 0; i <= steps; i++) alongPole.push([lastX - (turn * i) / steps, pole]);
  return [...flat, ...alongPole];
}

/** How far an unwrapped closed ring turns: 0, or ±360° for a ring round a pole. */
function circlesPole(flat: Position[]): number {
  const turn = (flat.at(-1)?.[0] ?? 0) - (flat[0]?.[0] ?? 0);
  return Math.abs(turn) < 180 ? 0 : turn;
}

/** Shifts a piece from the window starting at `west` back into [-180°, 180°]. */
const shift = (points: Position[], west: number): Position[] =>
  west === -180 ? points : points.map(([x = 0, y = 0]) => [x - west - 180, y]);

const WINDOWS = [-540, -180, 180];

/**
 * One polygon (outer ring, then holes) as pieces that each lie within [-180°, 180°]; `cut` says
 * whether their outlines include lines that are not coast (cuts made here or in the data, edges
 * along a pole). Rings entirely beyond Web Mercator's latitude are dropped.
 */
export function splitPolygon(polygon: Position[][]): { pieces: Position[][][]; cut: boolean } {
  const visible = polygon.filter(
    (ring) => ring.length >= 4 && ring.some(([, lat = 0]) => Math.abs(lat) < MERCATOR_LAT),
  );
  // A ring round a pole gains edges along the pole and the antimeridian, and Natural Earth cuts
  // some islands at ±180° itself (Taveuni): such outlines are not all coast either.
  const notAllCoast = visible.some(
    (ring) => circlesPole(unwrap(ring)) !== 0 || runsAlongAntimeridian(ring),
  );
  const rings = visible.map(continuousRing);
  const outer = rings[0];
  if (!outer) return { pieces: [], cut: false };
  const xs = outer.map(([x = 0]) => x);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  // Holes unwrap on their own; move each next to the outer ring it belongs in.
  const centre = (minX + maxX) / 2;
  const holes = rings.slice(1).map((hole) => {
    const [x = 0] = hole[0] ?? [];
    const turns = Math.round((centre - x) / 360);
    return turns === 0 ? hole : hole.map(([hx = 0, hy = 0]) => [hx + turns * 360, hy]);
  });
  if (minX >= -180 && maxX <= 180)
    return { pieces: [[outer, ...holes].map(close)], cut: notAllCoast };

  const pieces: Position[][][] = [];
  for (const west of WINDOWS) {
    const east = west + 360;
    if (maxX <= west || minX >= east) continue;
    const clip = (ring: Position[]) =>
      clipRing(
        clipRing(ring, west, (x) => x >= west),
        east,
        (x) => x <= east,
      );
    const piece = clip(outer);
    if (piece.length < 3 || Math.abs(area(piece)) < 1e-9) continue;
    const pieceHoles = holes.map(clip).filter((h) => h.length >= 3 && Math.abs(area(h)) >= 1e-9);
    pieces.push([piece, ...pieceHoles].map((ring) => close(shift(ring, west))));
  }
  return { pieces, cut: true };
}

/**
 * A line as pieces within [-180°, 180°]: cut where it crosses the antimeridian, without the
 * edges that run along it (they are where the data was cut, not a coast or a border).
 */
export function splitLine(line: Position[]): Position[][] {
  const flat = unwrap(line);
  const runs: Position[][] = [];
  let run: Position[] = [];
  flat.forEach((point, i) => {
    const previous = flat[i - 1];
    if (previous && onAntimeridian(previous[0] ?? 0) && onAntimeridian(point[0] ?? 0)) {
      if (run.length >= 2) runs.push(run);
      run = [];
    }
    run.push(point);
  });
  if (run.length >= 2) runs.push(run);

  const pieces: Position[][] = [];
  for (const west of WINDOWS) {
    const east = west + 360;
    for (const points of runs) {
      let piece: Position[] = [];
      const flush = () => {
        if (piece.length >= 2) pieces.push(shift(piece, west));
        piece = [];
      };
      points.forEach((point, i) => {
        const [x = 0, y = 0] = point;
        const inside = x >= west && x <= east;
        const previous = points[i - 1];
        if (previous) {
          const [px = 0, py = 0] = previous;
          const wasInside = px >= west && px <= east;
          if (inside !== wasInside) {
            const at = inside ? (px < west ? west : east) : x < west ? west : east;
            const crossing: Position = [at, py + ((y - py) * (at - px)) / (x - px)];
            // A point on the window's edge is its own crossing.
            if (inside && x !== at) piece.push(crossing);
            if (!inside) {
              if (px !== at) piece.push(crossing);
              flush();
            }
          }
        }
        if (inside) piece.push(point);
      });
      flush();
    }
  }
  // A crossing that only touches a window leaves a piece of one repeated point.
  return pieces.filter(([first = [], ...rest]) =>
    rest.some(([x, y]) => x !== first[0] || y !== first[1]),
  );
}
