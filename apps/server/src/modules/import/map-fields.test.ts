import { describe, expect, it } from 'vitest';
import { fieldReader } from './field-reader.ts';
import { mapRow } from './map-fields.ts';
import { parseAltitude } from './parse-altitude.ts';
import { parseDepth } from './parse-depth.ts';
import { sourceRefOf } from './source-ref.ts';

const base = { name: 'Hastings Reef', lat: 54.062115, lon: -132.5486784 };

function spotOf(row: Record<string, unknown>) {
  const result = mapRow({ ...base, ...row });
  if (!result.ok) throw new Error(`rejected: ${result.reason}`);
  return result.spot;
}

describe('parseDepth', () => {
  it.each([
    [25, { min: null, max: 25 }],
    ['30m', { min: null, max: 30 }],
    ['18-30', { min: 18, max: 30 }],
    ['30–18 m', { min: 18, max: 30 }],
    ['100 ft', { min: null, max: 30.5 }],
    ['~20', { min: null, max: 20 }],
    ['up to 40m', { min: null, max: 40 }],
    ['12,5', { min: null, max: 12.5 }],
    ['0-12', { min: 0, max: 12 }],
  ])('%j → %j', (input, expected) => {
    expect(parseDepth(input)).toEqual(expected);
  });

  it.each([null, undefined, '', 'deep', 0, -5, 1200, {}, Number.NaN])('%j → null', (input) => {
    expect(parseDepth(input)).toBeNull();
  });
});

describe('parseAltitude', () => {
  it.each([
    [176, 176],
    ['176', 176],
    [' 1234.56 ', 1234.6],
    ['+450', 450],
    [5916, 5916],
  ])('%j → %j', (input, expected) => {
    expect(parseAltitude(input)).toBe(expected);
  });

  // At or below sea level `ele` is the reef's or wreck's own elevation, not the surface's.
  it.each([
    null,
    undefined,
    '',
    0,
    '0',
    '-27',
    -430,
    '1200 ft',
    '~400',
    '12,5',
    7000,
    {},
    Number.NaN,
  ])('%j → null', (input) => {
    expect(parseAltitude(input)).toBeNull();
  });
});

describe('mapRow', () => {
  it('maps a typical OSM record', () => {
    const spot = spotOf({
      osm_id: 3006129460,
      osm_type: 'node',
      depth: 25,
      site_type: 'reef',
      entry_type: 'boat',
      difficulty: 'Advanced',
      tags: { qa_note: 'QA 2026-07-10: Searched dive shops…', description: 'OSM text' },
    });
    expect(spot).toEqual({
      sourceRef: 'node/3006129460',
      name: 'Hastings Reef',
      description: null,
      latitude: 54.062115,
      longitude: -132.5486784,
      entry: 'boat',
      siteType: 'reef',
      depthMin: null,
      depthMax: 25,
      altitude: null,
      level: 'advanced',
      activities: ['scuba', 'boat'],
      tags: [],
    });
  });

  it('finds the maximum depth under any of its names, explicit maxima first', () => {
    expect(spotOf({ depth_max: '28' }).depthMax).toBe(28);
    expect(spotOf({ maxDepth: 40, depth: 20 }).depthMax).toBe(40);
    expect(spotOf({ max_depth: '18-30' })).toMatchObject({ depthMin: 18, depthMax: 30 });
    expect(spotOf({ depth: null, depth_max: '' }).depthMax).toBeNull();
    expect(spotOf({ depth: null, tags: { 'scuba_diving:maxdepth': '32' } }).depthMax).toBe(32);
  });

  it("takes the altitude of the water from OSM's ele, when it is a height above the sea", () => {
    expect(spotOf({ tags: { ele: '176' } }).altitude).toBe(176);
    expect(spotOf({ ele: 2100, tags: { ele: '5' } }).altitude).toBe(2100);
    // USS PC-815 as OpenStreetMap has it: ele is the wreck's own elevation, 27 m down.
    expect(spotOf({ depth: 27, tags: { ele: '-27', historic: 'wreck' } }).altitude).toBeNull();
    expect(spotOf({ tags: { ele: '0', natural: 'reef' } }).altitude).toBeNull();
    expect(spotOf({ tags: { ele: 'unknown' } }).altitude).toBeNull();
    expect(spotOf({}).altitude).toBeNull();
  });

  it('keeps a minimum depth only when it is not deeper than the maximum', () => {
    expect(spotOf({ depth: 40, minDepth: 5 })).toMatchObject({ depthMin: 5, depthMax: 40 });
    expect(spotOf({ depth: 10, minDepth: 25 })).toMatchObject({ depthMin: null, depthMax: 10 });
  });

  it('maps difficulty to a level; Technical is expert and a technical dive', () => {
    expect(spotOf({ difficulty: 'Beginner' }).level).toBe('beginner');
    expect(spotOf({ difficulty: 'Expert' }).level).toBe('expert');
    expect(spotOf({ difficulty: 'Technical' })).toMatchObject({
      level: 'expert',
      activities: ['scuba', 'technical'],
    });
    expect(spotOf({ difficulty: '' }).level).toBeNull();
    expect(spotOf({ difficulty: null }).level).toBeNull();
  });

  it('maps site types, keeping unknown ones as tags', () => {
    expect(spotOf({ site_type: 'artificial_reef' }).siteType).toBe('artificial-reef');
    expect(spotOf({ site_type: 'wreck' })).toMatchObject({
      siteType: 'wreck',
      activities: ['scuba', 'wreck'],
    });
    expect(spotOf({ site_type: 'drift' }).activities).toEqual(['scuba', 'drift']);
    expect(spotOf({ site_type: 'beach' })).toMatchObject({ siteType: null, tags: ['beach'] });
    expect(spotOf({ site_type: 'snorkel' })).toMatchObject({
      siteType: null,
      tags: ['snorkel'],
      activities: ['scuba', 'snorkel'],
    });
    expect(spotOf({ site_type: '' })).toMatchObject({ siteType: null, tags: [] });
  });

  it('maps entry types', () => {
    expect(spotOf({ entry_type: 'Shore' })).toMatchObject({
      entry: 'shore',
      activities: ['scuba', 'shore'],
    });
    expect(spotOf({ entry_type: 'liveaboard' })).toMatchObject({
      entry: 'boat',
      tags: ['liveaboard'],
    });
    expect(spotOf({ entry_type: 'day trip' }).entry).toBe('boat');
    expect(spotOf({ entry_type: 'both' })).toMatchObject({
      entry: null,
      activities: ['scuba', 'shore', 'boat'],
    });
    expect(spotOf({ entry_type: null }).entry).toBeNull();
  });

  it('reads CSV-style strings and column names', () => {
    const result = mapRow({ 'Site Name': '  Blue  Hole ', Latitude: '28.5722', LNG: '34,5389' });
    expect(result).toMatchObject({
      ok: true,
      spot: { name: 'Blue Hole', latitude: 28.5722, longitude: 34.5389 },
    });
  });

  it.each([
    [{ name: '' }, 'missing name'],
    [{ name: null }, 'missing name'],
    [{ lat: undefined }, 'missing coordinates'],
    [{ lon: '' }, 'missing coordinates'],
    [{ lat: 'abc' }, 'invalid coordinates'],
    [{ lat: Number.NaN }, 'invalid coordinates'],
    [{ lat: 91 }, 'invalid coordinates'],
    [{ lon: -180.5 }, 'invalid coordinates'],
    [{ lat: 0, lon: 0 }, 'coordinates 0,0'],
    [{ '@geometry': 'Polygon' }, 'unsupported geometry'],
  ])('rejects %j: %s', (row, reason) => {
    expect(mapRow({ ...base, ...row })).toMatchObject({ ok: false, reason });
  });

  it('rejects what is not a record', () => {
    expect(mapRow('Hastings Reef')).toEqual({ ok: false, reason: 'not an object' });
    expect(mapRow(null)).toEqual({ ok: false, reason: 'not an object' });
  });
});

describe('sourceRefOf', () => {
  const ref = (row: Record<string, unknown>) =>
    sourceRefOf(fieldReader(row), 'Reef', 1.23456, 2.34567);

  it('uses osm_type/osm_id, an Overpass id, or an id column', () => {
    expect(ref({ osm_type: 'way', osm_id: 42 })).toBe('way/42');
    expect(ref({ '@id': 'relation/7' })).toBe('relation/7');
    expect(ref({ id: 'DH-1' })).toBe('DH-1');
  });

  it('falls back to a stable hash of name and rounded position', () => {
    const hash = ref({ osm_id: 42 });
    expect(hash).toMatch(/^hash:[0-9a-f]{16}$/);
    expect(sourceRefOf(fieldReader({}), 'reef', 1.234561, 2.345671)).toBe(hash);
    expect(sourceRefOf(fieldReader({}), 'Reef', 1.2347, 2.34567)).not.toBe(hash);
  });
});
