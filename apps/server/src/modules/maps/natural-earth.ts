import { createRequire } from 'node:module';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { feature, mesh } from 'topojson-client';

const require = createRequire(import.meta.url);

/** The two Natural Earth scales world-atlas ships (1:50m and 1:10m). */
export type NaturalEarthScale = '50m' | '10m';

/** Natural Earth land and country borders in longitude/latitude, as world-atlas holds them. */
export interface NaturalEarthWorld {
  /** Land polygons: each an outer ring, then its holes. */
  land: Position[][][];
  /** Lines between two countries (coasts are the land's outline, not borders). */
  borders: Position[][];
}

type Atlas = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

/**
 * world-atlas's TopoJSON converted with topojson-client. Not cached here: each caller keeps the
 * form it draws from (projected lines, GeoJSON bytes), so the raw arrays can be collected.
 */
export function naturalEarth(scale: NaturalEarthScale): NaturalEarthWorld {
  const atlas = require(`world-atlas/countries-${scale}.json`) as Atlas;
  const land = feature(atlas, atlas.objects.land).features.flatMap((f) => {
    const g = f.geometry as Polygon | MultiPolygon;
    return g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
  });
  return { land, borders: mesh(atlas, atlas.objects.countries, (a, b) => a !== b).coordinates };
}
