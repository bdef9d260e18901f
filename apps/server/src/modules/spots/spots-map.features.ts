import type { MapSpotRow } from './spots-map.repository.ts';

/*
 * The answer of GET /api/spot/map (shared/spot-map.ts: arrays, which the browser turns into
 * GeoJSON) as JSON text. A spot's text is built once and kept with the map's index; a view's
 * answer joins texts, never serializes objects.
 */

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/** A spot: what its marker, popup and bottom card show (SpotMapWireSpot). */
export function spotJson(
  row: Omit<MapSpotRow, 'latitude' | 'longitude'>,
  lat: number,
  lng: number,
): string {
  return JSON.stringify([
    row.id,
    round6(lng),
    round6(lat),
    row.name,
    row.level,
    row.rating,
    row.review_count,
    row.depth_min,
    row.depth_max,
    row.activities,
  ]);
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

/** A cluster (SpotMapWireCluster): `count` spots around their mean position. */
export const clusterJson = (lat: number, lng: number, count: number, expansionZoom: number) =>
  `[${fixed6(lng)},${fixed6(lat)},${count},${expansionZoom}]`;

/** The response body from the spots' and clusters' JSON texts. */
export const spotMapBody = (clustered: boolean, spots: string[], clusters: string[] = []) =>
  `{"clustered":${clustered},"spots":[${spots.join(',')}],"clusters":[${clusters.join(',')}]}`;
