import type { RawRow } from './import.types.ts';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isGeoJson(value: unknown): boolean {
  return isObject(value) && (value.type === 'FeatureCollection' || value.type === 'Feature');
}

/**
 * One row per feature: its properties plus `lat`/`lon` from a Point ([lng, lat]). The feature id
 * becomes `@id` (Overpass writes 'node/123'); a non-Point geometry is passed on as `@geometry`
 * so the row is rejected with that reason instead of being placed somewhere arbitrary.
 */
export function parseGeoJson(value: unknown): unknown[] {
  if (!isObject(value)) return [];
  const features: unknown[] =
    value.type === 'Feature' ? [value] : Array.isArray(value.features) ? value.features : [];
  return features.map((feature) => {
    if (!isObject(feature)) return feature;
    const row: RawRow = isObject(feature.properties) ? { ...feature.properties } : {};
    if ((typeof feature.id === 'string' || typeof feature.id === 'number') && !('@id' in row)) {
      row['@id'] = feature.id;
    }
    const geometry = feature.geometry;
    if (!isObject(geometry)) return row;
    const coordinates = geometry.coordinates;
    if (geometry.type !== 'Point') {
      row['@geometry'] = String(geometry.type);
    } else if (Array.isArray(coordinates)) {
      const position = coordinates as unknown[];
      row.lon = position[0];
      row.lat = position[1];
    }
    return row;
  });
}
