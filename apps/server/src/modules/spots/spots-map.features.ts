import { coverImageUrl } from '@divespot/shared/images';
import type { MapSpotRow } from './spots-map.repository.ts';
import { urlFullSlug } from './spots.mapper.ts';

/*
 * The GeoJSON features of GET /api/spot/map (shared/spot-map.ts) as JSON text. A spot's text is
 * built once and kept with the map's index; a view's answer joins texts, never serializes
 * objects.
 */

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/** A spot's feature: what its marker, popup and bottom card show. */
export function spotJson(
  row: Omit<MapSpotRow, 'latitude' | 'longitude'>,
  lat: number,
  lng: number,
): string {
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
 * A coordinate with 6 decimals, as integer parts: the same value as round6 gives once parsed,
 * several times cheaper to write than a shortest-form float (clusters are written per request).
 */
function fixed6(v: number): string {
  const micro = Math.round(Math.abs(v) * 1e6);
  if (micro === 0) return '0';
  const whole = Math.floor(micro / 1e6);
  const fraction = String(micro - whole * 1e6).padStart(6, '0');
  return `${v < 0 ? '-' : ''}${whole}.${fraction}`;
}

/** A cluster's feature: `count` spots around their mean position, split by `expansionZoom`. */
export const clusterJson = (lat: number, lng: number, count: number, expansionZoom: number) =>
  `{"type":"Feature","geometry":{"type":"Point","coordinates":[${fixed6(lng)},${fixed6(lat)}]},` +
  `"properties":{"kind":"cluster","count":${count},"expansionZoom":${expansionZoom}}}`;

/** The response body: a FeatureCollection of the features' JSON. */
export const featureCollection = (clustered: boolean, features: string[]) =>
  `{"type":"FeatureCollection","clustered":${clustered},"features":[${features.join(',')}]}`;
