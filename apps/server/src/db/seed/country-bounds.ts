import type { Geometry, Position } from 'geojson';

export interface Bounds {
  north: number;
  east: number;
  south: number;
  west: number;
}

interface Part {
  box: Bounds;
  /** Rough area in square degrees scaled by latitude, to compare parts of one country. */
  area: number;
}

/** Span of a longitude interval, west to east, where west > east means across 180°. */
const span = (west: number, east: number) => (east >= west ? east - west : east + 360 - west);

/**
 * Longitude span covering every interval by the shortest arc: the largest empty gap between
 * intervals is left out, so a country across the antimeridian (Fiji, Russia) gets west > east.
 */
function longitudeSpan(intervals: [number, number][]): { west: number; east: number } {
  // Intervals across 180° are split so that every piece runs west to east.
  const pieces = intervals.flatMap(([w, e]): [number, number][] =>
    w <= e
      ? [[w, e]]
      : [
          [w, 180],
          [-180, e],
        ],
  );
  const merged: [number, number][] = [];
  for (const [w, e] of pieces.sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && w <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([w, e]);
  }
  const first = merged[0] ?? [0, 0];
  const last = merged.at(-1) ?? first;
  let best = { size: first[0] + 360 - last[1], west: first[0], east: last[1] };
  for (let i = 1; i < merged.length; i++) {
    const west = merged[i]?.[0] ?? 0;
    const east = merged[i - 1]?.[1] ?? 0;
    if (west - east > best.size) best = { size: west - east, west, east };
  }
  return { west: best.west, east: best.east };
}

function parts(geometry: Geometry): Part[] {
  const polygons =
    geometry.type === 'Polygon'
      ? [geometry.coordinates]
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates
        : [];
  return polygons.flatMap((polygon) => {
    const ring: Position[] = polygon[0] ?? [];
    if (!ring.length) return [];
    const lats = ring.map((p) => p[1] ?? 0);
    // Each vertex as a zero-width interval: a ring drawn across 180° gets its short span.
    const { west, east } = longitudeSpan(ring.map((p) => [p[0] ?? 0, p[0] ?? 0]));
    const box = { north: Math.max(...lats), south: Math.min(...lats), west, east };
    const midLat = ((box.north + box.south) / 2) * (Math.PI / 180);
    return [{ box, area: (box.north - box.south) * span(west, east) * Math.cos(midLat) }];
  });
}

/** Degrees between the nearest edges of two boxes (0 when they touch or overlap). */
function gap(a: Bounds, b: Bounds): number {
  const dLat = Math.max(0, a.south - b.north, b.south - a.north);
  // On the circle: how far east of a's east edge b starts, or of b's east edge a starts.
  const after = (east: number, west: number) => (((west - east) % 360) + 360) % 360;
  const overlapLng =
    after(a.west, b.west) <= span(a.west, a.east) || after(b.west, a.west) <= span(b.west, b.east);
  const dLng = overlapLng ? 0 : Math.min(after(a.east, b.west), after(b.east, a.west));
  return Math.hypot(dLat, dLng);
}

/**
 * Bounds of a country's territory as a map should frame it: the largest landmass, the part at the
 * country's centre, and every part reachable from those in hops of under 10° (so archipelagos
 * stay whole), plus any part at least a fifth the size of the largest. Small far-away overseas
 * parts (Hawaii for the United States, French Guiana for France) are left out. Null for a geometry
 * without polygons.
 */
export function countryBounds(
  geometry: Geometry,
  centre?: { latitude: number; longitude: number },
): Bounds | null {
  const all = parts(geometry);
  const main = all.reduce<Part | undefined>((a, b) => (!a || b.area > a.area ? b : a), undefined);
  if (!main) return null;
  const point = centre && {
    north: centre.latitude,
    south: centre.latitude,
    west: centre.longitude,
    east: centre.longitude,
  };
  const kept = new Set(
    all.filter((p) => p === main || p.area > main.area * 0.2 || (point && gap(p.box, point) < 1)),
  );
  for (let grew = true; grew;) {
    grew = false;
    for (const p of all) {
      if (kept.has(p) || ![...kept].some((k) => gap(p.box, k.box) < 10)) continue;
      kept.add(p);
      grew = true;
    }
  }
  const boxes = [...kept].map((p) => p.box);
  const { west, east } = longitudeSpan(boxes.map((b) => [b.west, b.east]));
  return {
    north: Math.max(...boxes.map((b) => b.north)),
    south: Math.min(...boxes.map((b) => b.south)),
    west,
    east,
  };
}
