import { coverImageUrl } from '@divespot/shared/images';
import { expansionZoom } from './map-grid.ts';
import type { CellRow, MapSpotRow } from './spots-map.repository.ts';
import { urlFullSlug } from './spots.mapper.ts';

/*
 * The GeoJSON features of GET /api/spot/map (shared/spot-map.ts), built as JSON text once per
 * cached piece and joined per request: a view's answer is never serialized from objects.
 */

/** A spot feature with what a view needs to pick and order it. */
export interface MapSpot {
  id: number;
  lat: number;
  lng: number;
  rating: number | null;
  reviewCount: number;
  json: string;
}

/** A cell of the cluster grid: a cluster, or the spot when it holds just one. */
export interface Cell {
  x: number;
  y: number;
  n: number;
  json: string;
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

type SpotColumns = Omit<MapSpotRow, 'latitude' | 'longitude'>;

export function spotFeature(row: SpotColumns, lat: number, lng: number): MapSpot {
  const json = JSON.stringify({
    type: 'Feature',
    id: row.id,
    geometry: { type: 'Point', coordinates: [round6(lng), round6(lat)] },
    properties: {
      kind: 'spot',
      objectId: row.id,
      name: row.name,
      urlFullSlug: urlFullSlug(row),
      level: row.level,
      rating: row.rating,
      reviewCount: row.review_count,
      depthMin: row.depth_min,
      depthMax: row.depth_max,
      activityTypes: row.activities,
      coverImageLink: coverImageUrl('spot', row.id),
    },
  });
  return { id: row.id, lat, lng, rating: row.rating, reviewCount: row.review_count, json };
}

/** The feature of a grid cell of zoom `gridZ`'s grid. */
export function cellFeature(row: CellRow, gridZ: number): Cell {
  const cell = { x: row.cx, y: row.cy, n: row.n };
  const { id, name, slug } = row;
  if (row.n === 1 && id !== null && name !== null && slug !== null) {
    const spot = { ...row, id, name, slug, review_count: row.review_count ?? 0 };
    return {
      ...cell,
      json: spotFeature({ ...spot, activities: row.activities ?? [] }, row.lat, row.lng).json,
    };
  }
  const extent = Math.max(row.max_x - row.min_x, row.max_y - row.min_y);
  const json = JSON.stringify({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [round6(row.lng), round6(row.lat)] },
    properties: { kind: 'cluster', count: row.n, expansionZoom: expansionZoom(extent, gridZ) },
  });
  return { ...cell, json };
}

const NO_SPOT = {
  id: null,
  name: null,
  slug: null,
  country_slug: null,
  region_slug: null,
  level: null,
  rating: null,
  review_count: null,
  depth_min: null,
  depth_max: null,
  activities: null,
} as const;

/**
 * The cells of a grid `shift` zoom levels coarser: counts added, positions averaged by count,
 * boxes joined; a coarse cell of one spot keeps that spot.
 */
export function coarserCells(rows: CellRow[], shift: number): CellRow[] {
  const merged = new Map<string, CellRow>();
  for (const row of rows) {
    const cx = row.cx >> shift;
    const cy = row.cy >> shift;
    const key = `${cx},${cy}`;
    const into = merged.get(key);
    if (!into) {
      merged.set(key, { ...row, cx, cy });
      continue;
    }
    const n = into.n + row.n;
    merged.set(key, {
      ...NO_SPOT,
      cx,
      cy,
      n,
      lat: (into.lat * into.n + row.lat * row.n) / n,
      lng: (into.lng * into.n + row.lng * row.n) / n,
      min_x: Math.min(into.min_x, row.min_x),
      max_x: Math.max(into.max_x, row.max_x),
      min_y: Math.min(into.min_y, row.min_y),
      max_y: Math.max(into.max_y, row.max_y),
    });
  }
  return [...merged.values()];
}

/** The response body: a FeatureCollection of the features' JSON. */
export const featureCollection = (clustered: boolean, features: string[]) =>
  `{"type":"FeatureCollection","clustered":${clustered},"features":[${features.join(',')}]}`;

/** The spots of a view, best rated first. */
export const spotsCollection = (spots: MapSpot[]) =>
  featureCollection(
    false,
    [...spots]
      .sort(
        (a, b) =>
          (b.rating ?? -1) - (a.rating ?? -1) || b.reviewCount - a.reviewCount || a.id - b.id,
      )
      .map((s) => s.json),
  );
