import { createHash } from 'node:crypto';
import type { FieldReader } from './field-reader.ts';

const OSM_TYPES = new Set(['node', 'way', 'relation']);
const OSM_REF = /^(node|way|relation)\/\d+$/;

/** 'node/3006129460' from osm_type + osm_id, or an Overpass-style '@id'/'id'; else null. */
export function osmRef(field: FieldReader): string | null {
  const type = field('osmtype');
  const id = field('osmid');
  if (typeof type === 'string' && OSM_TYPES.has(type.trim().toLowerCase())) {
    const digits = typeof id === 'number' || typeof id === 'string' ? String(id).trim() : '';
    if (/^\d+$/.test(digits)) return `${type.trim().toLowerCase()}/${digits}`;
  }
  const tagged = field('@id', 'id');
  return typeof tagged === 'string' && OSM_REF.test(tagged.trim()) ? tagged.trim() : null;
}

/** Whether a record carries an OpenStreetMap id (with or without its type). */
export function hasOsmId(field: FieldReader): boolean {
  return field('osmid') !== undefined || osmRef(field) !== null;
}

/**
 * The row's id in its source: the OSM ref, else an explicit id column, else a stable hash of the
 * name and the position rounded to ~11 m, so re-importing the same row finds the same spot.
 */
export function sourceRefOf(field: FieldReader, name: string, lat: number, lng: number): string {
  const osm = osmRef(field);
  if (osm) return osm;
  const explicit = field('sourceref', 'id', 'ref', 'siteid');
  if (typeof explicit === 'string' || typeof explicit === 'number') return String(explicit).trim();
  const key = `${name.toLowerCase()}|${lat.toFixed(4)}|${lng.toFixed(4)}`;
  return `hash:${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;
}
