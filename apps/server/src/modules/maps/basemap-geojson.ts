import { roundTo } from '@divespot/shared/numbers';
import type { Feature, FeatureCollection, Position } from 'geojson';
import { splitLine, splitPolygon } from './antimeridian.ts';
import { naturalEarth } from './natural-earth.ts';

/** 3 decimals is ~110 m: finer than 1:50m Natural Earth draws anything, and a fifth smaller. */
const round = (n: number) => roundTo(n, 3);

/** Rounded, without the repeated points rounding leaves. */
function tidy(points: Position[]): Position[] {
  const out: Position[] = [];
  for (const [x = 0, y = 0] of points) {
    const p = [round(x), round(y)];
    const last = out.at(-1);
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  return out;
}

function tidyRing(ring: Position[]): Position[] | undefined {
  const points = tidy(ring);
  const [first, last] = [points[0], points.at(-1)];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) points.push(first);
  return points.length >= 4 ? points : undefined;
}

function tidyPolygon(polygon: Position[][]): Position[][] | undefined {
  const [outer, ...holes] = polygon.map(tidyRing);
  if (!outer) return undefined;
  return [outer, ...holes.filter((h): h is Position[] => h !== undefined)];
}

export interface BasemapGeoJson {
  /**
   * Land: polygons whose outline is all coast (`coast: true`), polygons cut at ±180° whose
   * outline is not (`coast: false`), and the coast of those as lines (`coast: true`).
   */
  land: FeatureCollection;
  /** Lines between countries. */
  borders: FeatureCollection;
}

/** Natural Earth 1:50m land and borders as GeoJSON a flat map draws without bands. */
export function basemapGeoJson(): BasemapGeoJson {
  const world = naturalEarth('50m');
  const whole: Position[][][] = [];
  const cut: Position[][][] = [];
  const cutCoast: Position[][] = [];
  for (const polygon of world.land) {
    const split = splitPolygon(polygon);
    if (!split.cut) {
      whole.push(...split.pieces);
      continue;
    }
    cut.push(...split.pieces);
    for (const ring of polygon) cutCoast.push(...splitLine(ring));
  }
  const polygons = (list: Position[][][]) =>
    list.map(tidyPolygon).filter((p): p is Position[][] => p !== undefined);
  const lines = (list: Position[][]) => list.map(tidy).filter((l) => l.length >= 2);

  const land: Feature[] = [
    {
      type: 'Feature',
      properties: { coast: true },
      geometry: { type: 'MultiPolygon', coordinates: polygons(whole) },
    },
    {
      type: 'Feature',
      properties: { coast: false },
      geometry: { type: 'MultiPolygon', coordinates: polygons(cut) },
    },
    {
      type: 'Feature',
      properties: { coast: true },
      geometry: { type: 'MultiLineString', coordinates: lines(cutCoast) },
    },
  ];
  const borders: Feature[] = [
    {
      type: 'Feature',
      properties: {},
      geometry: { type: 'MultiLineString', coordinates: lines(world.borders.flatMap(splitLine)) },
    },
  ];
  return {
    land: { type: 'FeatureCollection', features: land },
    borders: { type: 'FeatureCollection', features: borders },
  };
}
