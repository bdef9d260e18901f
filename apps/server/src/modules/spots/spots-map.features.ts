import { coverImageUrl } from '@divespot/shared/images';
import { expansionZoom } from './map-grid.ts';
import type { CellRow, MapSpotRow } from './spots-map.repository.ts';
import { urlFullSlug } from './spots.mapper.ts';

/*
 * The GeoJSON features of GET /api/spot/map (shared/spot-map.ts). Each feature's JSON text is
 * built once, kept with its cached piece, and joined per request: a view's answer is never
 * serialized from objects.
 */

/** A cell of the cluster grid: a cluster, or the spot when it holds just one. */
export interface Cell {
  x: number;
  y: number;
  n: number;
  json: string;
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

type SpotColumns = Omit<MapSpotRow, 'latitude' | 'longitude'>;

function spotJson(row: SpotColumns, lat: number, lng: number): string {
  return JSON.stringify({
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
}

/**
 * A spot feature with what a view needs to pick and order it. Its JSON is built the first
 * time a view shows it: a piece holds every spot of its tile, most views only some.
 */
export class MapSpot {
  #json: string | undefined;

  constructor(
    private readonly row: SpotColumns,
    readonly lat: number,
    readonly lng: number,
  ) {}

  get id() {
    return this.row.id;
  }
  get rating() {
    return this.row.rating;
  }
  get reviewCount() {
    return this.row.review_count;
  }

  get json(): string {
    return (this.#json ??= spotJson(this.row, this.lat, this.lng));
  }
}

export const spotFeature = (row: SpotColumns, lat: number, lng: number) =>
  new MapSpot(row, lat, lng);

/** The feature of a grid cell of zoom `gridZ`'s grid. */
export function cellFeature(row: CellRow, gridZ: number): Cell {
  const cell = { x: row.cx, y: row.cy, n: row.n };
  const { id, name, slug } = row;
  if (row.n === 1 && id !== null && name !== null && slug !== null) {
    const spot = { ...row, id, name, slug, review_count: row.review_count ?? 0 };
    return {
      ...cell,
      json: spotJson({ ...spot, activities: row.activities ?? [] }, row.lat, row.lng),
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

interface Merged {
  row: CellRow;
  n: number;
  latSum: number;
  lngSum: number;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
  parts: number;
}

/**
 * The cells of a grid `shift` zoom levels coarser: counts added, positions averaged by count,
 * boxes joined; a coarse cell of one spot keeps that spot. (Run once per piece and zoom over
 * up to a few thousand cells, so it accumulates in place rather than copying rows.)
 */
export function coarserCells(rows: CellRow[], shift: number): CellRow[] {
  if (shift === 0) return rows;
  const merged = new Map<number, Merged>();
  for (const row of rows) {
    // Cell indexes stay below 2^22, so x·2^22 + y is an exact key.
    const key = (row.cx >> shift) * 4_194_304 + (row.cy >> shift);
    const into = merged.get(key);
    if (!into) {
      merged.set(key, {
        row,
        n: row.n,
        latSum: row.lat * row.n,
        lngSum: row.lng * row.n,
        minX: row.min_x,
        maxX: row.max_x,
        minY: row.min_y,
        maxY: row.max_y,
        parts: 1,
      });
      continue;
    }
    into.n += row.n;
    into.latSum += row.lat * row.n;
    into.lngSum += row.lng * row.n;
    into.minX = Math.min(into.minX, row.min_x);
    into.maxX = Math.max(into.maxX, row.max_x);
    into.minY = Math.min(into.minY, row.min_y);
    into.maxY = Math.max(into.maxY, row.max_y);
    into.parts++;
  }
  const cells: CellRow[] = [];
  for (const m of merged.values()) {
    const at = { cx: m.row.cx >> shift, cy: m.row.cy >> shift };
    if (m.parts === 1) {
      cells.push({ ...m.row, ...at });
      continue;
    }
    cells.push({
      ...NO_SPOT,
      ...at,
      n: m.n,
      lat: m.latSum / m.n,
      lng: m.lngSum / m.n,
      min_x: m.minX,
      max_x: m.maxX,
      min_y: m.minY,
      max_y: m.maxY,
    });
  }
  return cells;
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
