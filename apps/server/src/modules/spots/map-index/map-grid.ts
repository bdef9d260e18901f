import { clamp } from '@divespot/shared/numbers';

/**
 * Web Mercator tiles (z/x/y, as MapLibre's), for the spot map's grid: clusters are counted in
 * cells of a quarter tile (64 px at the map's zoom), and answers are kept per tile, so every view
 * that shows a tile shares the same cells and the same cached answer.
 */

/** Latitudes beyond this are off a Web Mercator map. */
const MAX_LAT = 85.0511287798066;

/** 0 at the west edge of the map (-180°), 1 at the east edge. */
export const mercatorX = (lng: number) => (lng + 180) / 360;

/** 0 at the top of the map (85.05°N), 1 at the bottom. */
export function mercatorY(lat: number): number {
  const phi = (clamp(lat, -MAX_LAT, MAX_LAT) * Math.PI) / 180;
  return clamp(0.5 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / (2 * Math.PI), 0, 1);
}

const latitudeOf = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

/** Index of the tile (or cell) at `level` holding the mercator coordinate `t`. */
export const indexAt = (t: number, level: number) => {
  const n = 2 ** level;
  return clamp(Math.floor(t * n), 0, n - 1);
};

export interface Tile {
  level: number;
  x: number;
  y: number;
}

/**
 * A tile's bounds in degrees. The top and bottom rows reach the poles, so a spot beyond the
 * Mercator limit still belongs to a tile. Written to `out` when given (a search reusing one).
 */
export function tileBounds({ level, x, y }: Tile, out = { west: 0, east: 0, north: 0, south: 0 }) {
  const n = 2 ** level;
  out.west = (x / n) * 360 - 180;
  out.east = ((x + 1) / n) * 360 - 180;
  out.north = y === 0 ? 90 : latitudeOf(y / n);
  out.south = y === n - 1 ? -90 : latitudeOf((y + 1) / n);
  return out;
}

/** A map view: latitude band and one longitude range, or two across the antimeridian. */
export interface View {
  north: number;
  south: number;
  lngRanges: [number, number][];
}

/** Inclusive index ranges of the tiles (or cells) at `level` that a view touches. */
export function indexRanges(
  view: View,
  level: number,
): { xs: [number, number][]; ys: [number, number] } {
  return {
    xs: view.lngRanges.map(([w, e]) => [
      indexAt(mercatorX(w), level),
      indexAt(mercatorX(e), level),
    ]),
    ys: [indexAt(mercatorY(view.north), level), indexAt(mercatorY(view.south), level)],
  };
}

/** Every tile at `level` the view touches. */
export function tilesOf(view: View, level: number): Tile[] {
  const { xs, ys } = indexRanges(view, level);
  const tiles: Tile[] = [];
  for (const [x0, x1] of xs) {
    for (let x = x0; x <= x1; x++) {
      for (let y = ys[0]; y <= ys[1]; y++) tiles.push({ level, x, y });
    }
  }
  return tiles;
}

/** Whether cell (x, y) of `level` touches the view. */
export function touches(view: View, level: number, x: number, y: number): boolean {
  const { xs, ys } = indexRanges(view, level);
  return y >= ys[0] && y <= ys[1] && xs.some(([x0, x1]) => x >= x0 && x <= x1);
}

/** Whether a point lies in the view (edges included). */
export const contains = (view: View, lat: number, lng: number) =>
  lat >= view.south && lat <= view.north && view.lngRanges.some(([w, e]) => lng >= w && lng <= e);

/** Cells are a quarter of a tile across: 64 px at the zoom of the map, 128 px just below the next. */
export const CELLS_PER_TILE_LEVEL = 2;

/** Most tiles a view may span each way before its grid is coarsened (a 2048 px wide map). */
const MAX_TILES_ACROSS = 8;

/**
 * The whole zoom level whose tiles the view's grid is built on: the map's zoom, coarsened while
 * the view would span more than MAX_TILES_ACROSS tiles either way, so a view whose bounds and
 * zoom disagree (a huge screen, a hand-made URL) cannot ask for an unbounded number of cells.
 */
export function gridZoom(view: View, zoom: number): number {
  let z = Math.floor(zoom);
  const widthOf = (level: number) =>
    view.lngRanges.reduce((sum, [w, e]) => sum + (mercatorX(e) - mercatorX(w)), 0) * 2 ** level;
  const heightOf = (level: number) => (mercatorY(view.south) - mercatorY(view.north)) * 2 ** level;
  while (z > 0 && (widthOf(z) > MAX_TILES_ACROSS || heightOf(z) > MAX_TILES_ACROSS)) z--;
  return z;
}

/** A view in Web Mercator (0..1): its x ranges (two across ±180°) and its y range. */
export interface MercatorBox {
  xs: [number, number][];
  y0: number;
  y1: number;
}

export const mercatorBox = (view: View): MercatorBox => ({
  xs: view.lngRanges.map(([w, e]) => [mercatorX(w), mercatorX(e)]),
  y0: mercatorY(view.north),
  y1: mercatorY(view.south),
});

/**
 * Where cell (x, y) of `level` lies from the view: wholly inside it (strictly, so that every
 * spot of the cell passes the view's own test in degrees), wholly outside, or on its edge.
 */
export function placeOf(box: MercatorBox, level: number, x: number, y: number) {
  const size = 2 ** -level;
  const x0 = x * size;
  const x1 = x0 + size;
  const y0 = y * size;
  const y1 = y0 + size;
  if (y1 < box.y0 || y0 > box.y1) return 'outside';
  let touches = false;
  let within = false;
  for (const [a, b] of box.xs) {
    if (x1 >= a && x0 <= b) touches = true;
    if (x0 > a && x1 < b) within = true;
  }
  if (!touches) return 'outside';
  return within && y0 > box.y0 && y1 < box.y1 ? 'inside' : 'edge';
}
