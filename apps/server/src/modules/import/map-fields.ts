import { ACTIVITIES } from '../../db/seed/data/schema.ts';
import { fieldReader, toNumber, toText, type FieldReader } from './field-reader.ts';
import type { MapResult, RawRow } from './import.types.ts';
import { parseAltitude } from './parse-altitude.ts';
import { parseDepth, type DepthRange } from './parse-depth.ts';
import { sourceRefOf } from './source-ref.ts';
import { mapEntry, mapLevel, mapSiteType } from './vocabulary.ts';

type Activity = (typeof ACTIVITIES)[number];

const NAME = ['name', 'sitename', 'divesite', 'divesitename', 'spotname', 'title', 'site'];
const LAT = ['lat', 'latitude', 'y'];
const LNG = ['lon', 'lng', 'long', 'longitude', 'x'];
const MAX_DEPTH = ['maxdepth', 'depthmax', 'maximumdepth', 'maxdepthm', 'depth', 'depthm'];
const MIN_DEPTH = ['mindepth', 'depthmin', 'minimumdepth', 'mindepthm'];
const LEVEL = ['difficulty', 'level', 'skilllevel', 'experience'];
const SITE_TYPE = ['sitetype', 'type', 'category', 'divetype'];
const ENTRY = ['entrytype', 'entry', 'entrymethod', 'access'];
/** OpenStreetMap's own depth keys, used when the record has no depth of its own. */
const OSM_DEPTH = ['scubadivingmaxdepth', 'maxdepth', 'scubadivingdepth'];

export function isRow(value: unknown): value is RawRow {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The row's name as the mapping reads it, for listing rejected rows. */
export function rowName(raw: unknown): string | null {
  return isRow(raw) ? toText(fieldReader(raw)(...NAME)) : null;
}

function coordinates(field: FieldReader): MapResult | { lat: number; lng: number } {
  const rawLat = field(...LAT);
  const rawLng = field(...LNG);
  if (rawLat === undefined || rawLng === undefined) {
    return { ok: false, reason: 'missing coordinates' };
  }
  const lat = toNumber(rawLat);
  const lng = toNumber(rawLng);
  const detail = `lat ${JSON.stringify(rawLat)}, lon ${JSON.stringify(rawLng)}`;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    return { ok: false, reason: 'invalid coordinates', detail };
  }
  if (lat === 0 && lng === 0) return { ok: false, reason: 'coordinates 0,0', detail };
  return { lat, lng };
}

function depths(field: FieldReader, osmTags: FieldReader): DepthRange {
  const range = parseDepth(field(...MAX_DEPTH)) ??
    parseDepth(osmTags(...OSM_DEPTH)) ?? { min: null, max: null };
  const explicitMin = parseDepth(field(...MIN_DEPTH));
  const min = explicitMin?.max ?? range.min;
  // The table insists min ≤ max; a contradicting minimum is the less trustworthy of the two.
  const consistent = min === null || range.max === null || min <= range.max;
  return { min: consistent ? min : null, max: range.max };
}

/**
 * Maps one record of a messy dataset to our spot fields, or says why it cannot be imported.
 * Pure: the same record always gives the same spot (a re-run must find nothing changed).
 */
export function mapRow(raw: unknown): MapResult {
  if (!isRow(raw)) return { ok: false, reason: 'not an object' };
  const field = fieldReader(raw);
  const unsupported = toText(field('@geometry'));
  if (unsupported) return { ok: false, reason: 'unsupported geometry', detail: unsupported };

  const name = toText(field(...NAME));
  if (!name) return { ok: false, reason: 'missing name' };
  const position = coordinates(field);
  if ('ok' in position) return position;

  const siteType = mapSiteType(toText(field(...SITE_TYPE)));
  const level = mapLevel(toText(field(...LEVEL)));
  const entry = mapEntry(toText(field(...ENTRY)));
  const osmTags: FieldReader = isRow(raw.tags) ? fieldReader(raw.tags) : () => undefined;
  const depth = depths(field, osmTags);

  const wanted = new Set<Activity>(['scuba']);
  if (siteType.snorkel) wanted.add('snorkel');
  if (level.technical) wanted.add('technical');
  if (siteType.siteType === 'wreck') wanted.add('wreck');
  if (siteType.siteType === 'drift') wanted.add('drift');
  if (entry.shore) wanted.add('shore');
  if (entry.boat) wanted.add('boat');
  const keywords = [siteType.tag, entry.liveaboard ? 'liveaboard' : null].filter(
    (t): t is string => t !== null,
  );

  return {
    ok: true,
    spot: {
      sourceRef: sourceRefOf(field, name, position.lat, position.lng),
      name,
      // Only a top-level description: QA notes and OSM tags are not written for our readers.
      description: toText(field('description')),
      latitude: position.lat,
      longitude: position.lng,
      entry: entry.entry,
      siteType: siteType.siteType,
      depthMin: depth.min,
      depthMax: depth.max,
      altitude: parseAltitude(field('ele') ?? osmTags('ele')),
      level: level.level,
      activities: ACTIVITIES.filter((a) => wanted.has(a)),
      tags: [...new Set(keywords)],
    },
  };
}
