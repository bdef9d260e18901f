import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAP_SPOT_LIMIT,
  spotMapFromWire,
  spotMapWireSchema,
  type SpotMap,
} from '@divespot/shared/spot-map';
import type { SpotFilters } from '@divespot/shared/spot-search';
import {
  CELLS_PER_TILE_LEVEL,
  contains,
  gridZoom,
  indexAt,
  indexRanges,
  mercatorX,
  mercatorY,
  type View,
} from './map-grid.ts';
import { sharedLevels } from './spot-map-bits.ts';
import { type SpotMapRow, type SpotSightingRow } from './spot-map-filters.ts';
import { SpotMapIndex } from './spot-map-index.ts';
import { lngRanges } from '../../../lib/longitude.ts';

/*
 * The index against a reference that looks at every spot: for any view, zoom and filters, the
 * same spots, or the same cells with the same counts, positions and expansion zooms.
 */

/** A deterministic pseudo-random sequence (mulberry32), so the spots are the same every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'];
const ACTIVITIES = ['wreck', 'drift', 'night', 'cave', 'reef', 'macro'];
const SITES = ['reef', 'wall', 'wreck'];
const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const SPECIES = ['whale-shark', 'manta', 'dugong'];

function makeSpots(): SpotMapRow[] {
  const rnd = random(7);
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)]!;
  // Dense sites (the Red Sea, the Philippines, Fiji across ±180°), a scatter, and duplicates.
  const centres = [
    [27.5, 34, 1.5],
    [10, 123.5, 3],
    [-17.5, 179.9, 0.6],
    [0, 0, 80],
  ] as const;
  const rows: SpotMapRow[] = [];
  for (let id = 1; id <= 12_000; id++) {
    const [lat0, lng0, spread] = centres[id % centres.length]!;
    let lng = lng0 + (rnd() - 0.5) * 2 * spread;
    if (lng > 180) lng -= 360;
    const dup = id % 97 === 0 ? rows[rows.length - 1] : undefined;
    const depthMin = rnd() < 0.1 ? null : Math.round(rnd() * 300) / 10;
    const depthMax = rnd() < 0.1 ? null : (depthMin ?? 0) + Math.round(rnd() * 300) / 10;
    rows.push({
      id,
      name: `Spot ${id}`,
      slug: `spot-${id}`,
      synthetic: id % 2 === 0,
      country_code: id % 5 === 0 ? null : `C${1 + (id % 3)}`,
      country_name: id % 5 === 0 ? null : `Country ${1 + (id % 3)}`,
      region_name: id % 7 === 0 ? null : `Region ${10 + (id % 4)}`,
      country_id: id % 5 === 0 ? null : 1 + (id % 3),
      region_id: id % 7 === 0 ? null : 10 + (id % 4),
      country_slug: id % 5 === 0 ? null : `country-${1 + (id % 3)}`,
      region_slug: id % 7 === 0 ? null : `region-${10 + (id % 4)}`,
      level: rnd() < 0.1 ? null : pick(LEVELS),
      rating: rnd() < 0.2 ? null : Math.round(rnd() * 50) / 10,
      review_count: Math.floor(rnd() * 40),
      depth_min: depthMin,
      depth_max: depthMax,
      activities: ACTIVITIES.filter(() => rnd() < 0.3),
      facilities: rnd() < 0.5 ? ['parking'] : [],
      site_type: rnd() < 0.1 ? null : pick(SITES),
      entry: rnd() < 0.5 ? 'boat' : 'shore',
      water_type: 'salt',
      current: rnd() < 0.5 ? null : 'strong',
      certification: null,
      best_months: rnd() < 0.6 ? null : MONTHS.filter(() => rnd() < 0.4),
      latitude: dup?.latitude ?? Math.max(-89, Math.min(89, lat0 + (rnd() - 0.5) * 2 * spread)),
      longitude: dup?.longitude ?? lng,
    });
  }
  return rows;
}

/** Some spots see some species in some months (sightings of unknown spots are ignored). */
function makeSightings(): SpotSightingRow[] {
  const rnd = random(11);
  const rows: SpotSightingRow[] = [];
  for (let spot = 1; spot <= 12_100; spot += 1 + Math.floor(rnd() * 6)) {
    for (const slug of SPECIES) {
      if (rnd() < 0.4) {
        const months = MONTHS.filter(() => rnd() < 0.3);
        const speciesId = SPECIES.indexOf(slug) + 1;
        rows.push({
          spot_id: spot,
          species_id: speciesId,
          slug,
          common_name: slug.toUpperCase(),
          scientific_name: `Testus species${speciesId}`,
          months,
        });
      }
    }
  }
  return rows;
}

const spots = makeSpots();
const sightings = makeSightings();
const index = new SpotMapIndex(spots, sightings);
const seenBySpot = new Map<number, SpotSightingRow[]>();
for (const s of sightings) seenBySpot.set(s.spot_id, [...(seenBySpot.get(s.spot_id) ?? []), s]);

/** The filters as SQL has them (spotFilterCondition), spot by spot. */
function passes(s: SpotMapRow, f: SpotFilters): boolean {
  const anyOf = (v: string | null, values?: string[]) =>
    !values?.length || (v !== null && values.includes(v));
  const overlap = (vs: string[], values?: string[]) =>
    !values?.length || vs.some((v) => values.includes(v));
  // Depths are `real` columns: PostgreSQL widens them to compare with a float8 filter.
  const real = (v: number | null) => (v === null ? null : Math.fround(v));
  const reach = real(s.depth_max ?? s.depth_min);
  const start = real(s.depth_min ?? s.depth_max);
  return (
    (f.country === undefined || s.country_slug === f.country) &&
    (f.region === undefined || s.region_slug === f.region) &&
    anyOf(s.level, f.level) &&
    anyOf(s.site_type, f.siteType) &&
    anyOf(s.entry, f.entry) &&
    anyOf(s.current, f.current) &&
    overlap(s.activities, f.activityTypes) &&
    overlap(s.facilities, f.facilities) &&
    (f['depth.min'] === undefined || (reach !== null && reach >= f['depth.min'])) &&
    (f['depth.max'] === undefined || (start !== null && start <= f['depth.max'])) &&
    (!f.sealife?.length ||
      (seenBySpot.get(s.id) ?? []).some(
        (seen) =>
          f.sealife!.includes(seen.slug) &&
          (f.month === undefined || seen.months.includes(f.month)),
      )) &&
    (f.month === undefined || !!f.sealife?.length || (s.best_months ?? []).includes(f.month))
  );
}

/** What the answer must be, from every spot. */
function reference(view: View, gridZ: number, f: SpotFilters) {
  const passing = spots.filter((s) => passes(s, f));
  const inView = passing.filter((s) => contains(view, s.latitude, s.longitude));
  if (inView.length <= MAP_SPOT_LIMIT) {
    return { clustered: false, ids: inView.map((s) => s.id).sort((a, b) => a - b) };
  }
  const level = gridZ + CELLS_PER_TILE_LEVEL;
  const { xs, ys } = indexRanges(view, level);
  const cellOf = (s: SpotMapRow, l: number) =>
    `${indexAt(mercatorX(s.longitude), l)}/${indexAt(mercatorY(s.latitude), l)}`;
  const cells = new Map<string, SpotMapRow[]>();
  for (const s of passing) {
    const x = indexAt(mercatorX(s.longitude), level);
    const y = indexAt(mercatorY(s.latitude), level);
    if (y < ys[0] || y > ys[1] || !xs.some(([a, b]) => x >= a && x <= b)) continue;
    const key = cellOf(s, level);
    const members = cells.get(key);
    if (members) members.push(s);
    else cells.set(key, [s]);
  }
  const features = [...cells.values()].map((members) => {
    if (members.length === 1) return { spot: members[0]!.id };
    let expansionZoom = gridZ + 1;
    while (expansionZoom < 20) {
      const parts = new Set(members.map((s) => cellOf(s, expansionZoom + CELLS_PER_TILE_LEVEL)));
      if (parts.size > 1) break;
      expansionZoom++;
    }
    const mean = (pick: (s: SpotMapRow) => number) =>
      members.reduce((sum, s) => sum + pick(s), 0) / members.length;
    return {
      count: members.length,
      lat: mean((s) => s.latitude),
      lng: mean((s) => s.longitude),
      expansionZoom,
    };
  });
  return { clustered: true, features };
}

/** The answer as the browser reads it. */
const parsed = (json: string): SpotMap =>
  spotMapFromWire(spotMapWireSchema.parse(JSON.parse(json)));

function answer(view: View, gridZ: number, f: SpotFilters): SpotMap {
  return parsed(index.mapJson(view, gridZ, f));
}

const someFilters: fc.Arbitrary<SpotFilters> = fc.record(
  {
    level: fc.subarray([...LEVELS, 'unheard-of'], { minLength: 1 }),
    activityTypes: fc.subarray([...ACTIVITIES, 'ice'], { minLength: 1 }),
    siteType: fc.subarray(SITES, { minLength: 1 }),
    entry: fc.constantFrom(['boat'], ['shore']),
    current: fc.constant(['strong']),
    facilities: fc.constant(['parking']),
    country: fc.constantFrom('country-1', 'country-2', 'nowhere'),
    region: fc.constantFrom('region-10', 'region-12'),
    'depth.min': fc.constantFrom(5, 12.3, 20),
    'depth.max': fc.constantFrom(12.3, 40),
    sealife: fc.subarray([...SPECIES, 'sea-serpent'], { minLength: 1 }),
    month: fc.integer({ min: 1, max: 12 }),
  },
  { requiredKeys: [] },
);
const filtersArb = fc.oneof(fc.constant<SpotFilters>({}), someFilters);

const viewArb = fc
  .record({
    spot: fc.integer({ min: 0, max: spots.length - 1 }),
    zoom: fc.double({ min: 1, max: 13, noNaN: true }),
    wide: fc.double({ min: 0.3, max: 3, noNaN: true }),
  })
  .map(({ spot, zoom, wide }) => {
    const s = spots[spot]!;
    const half = Math.min(180, (180 / 2 ** zoom) * wide);
    const wrap = (v: number) => (v > 180 ? v - 360 : v < -180 ? v + 360 : v);
    const n = Math.min(85, s.latitude + half / 2);
    const south = Math.max(-85, s.latitude - half / 2);
    const [w, e] =
      half === 180 ? [-180, 180] : [wrap(s.longitude - half), wrap(s.longitude + half)];
    const view: View = { north: n, south, lngRanges: lngRanges(w, e) };
    return { view, gridZ: gridZoom(view, zoom) };
  });

describe('SpotMapIndex', () => {
  it('gives what a look at every spot gives, for any view, zoom and filters', () => {
    let clustered = 0;
    fc.assert(
      fc.property(viewArb, filtersArb, ({ view, gridZ }, filters) => {
        const want = reference(view, gridZ, filters);
        const got = answer(view, gridZ, filters);
        expect(got.clustered).toBe(want.clustered);
        if (!want.clustered) {
          const ids = got.features.map((f) =>
            f.properties.kind === 'spot' ? f.properties.objectId : -1,
          );
          expect([...ids].sort((a, b) => a - b)).toEqual(want.ids);
          return;
        }
        clustered++;
        const describe = (f: SpotMap['features'][number]) =>
          f.properties.kind === 'spot'
            ? `spot ${f.properties.objectId}`
            : `${f.properties.count} → ${f.properties.expansionZoom} at ` +
              f.geometry.coordinates.map((c) => c.toFixed(4)).join(',');
        const round = (v: number) => Math.round(v * 1e6) / 1e6;
        const expected = (want.features ?? []).map((f) =>
          'spot' in f
            ? `spot ${f.spot}`
            : `${f.count} → ${f.expansionZoom} at ${round(f.lng).toFixed(4)},${round(f.lat).toFixed(4)}`,
        );
        expect(got.features.map(describe).sort()).toEqual(expected.sort());
      }),
      { numRuns: 300 },
    );
    // The runs covered both answers.
    expect(clustered).toBeGreaterThan(20);
  });

  it('orders the spots of a view best rated first, then most reviewed, then by id', () => {
    const view: View = { north: 28, south: 27, lngRanges: [[33.5, 34.5]] };
    const got = answer(view, 9, { level: ['expert'] });
    expect(got.clustered).toBe(false);
    const shown = got.features.flatMap((f) => (f.properties.kind === 'spot' ? [f.properties] : []));
    expect(shown.length).toBeGreaterThan(5);
    for (let i = 1; i < shown.length; i++) {
      const [a, b] = [shown[i - 1]!, shown[i]!];
      const order =
        (b.rating ?? -1) - (a.rating ?? -1) ||
        b.reviewCount - a.reviewCount ||
        a.objectId - b.objectId;
      expect(order, `${a.objectId} before ${b.objectId}`).toBeLessThanOrEqual(0);
    }
  });

  it('keeps spots at one position together up to the deepest zoom', () => {
    const twins = new SpotMapIndex(
      [1, 2].map((id) => ({ ...spots[0]!, id, latitude: 10, longitude: 20 })),
    );
    const json = twins.mapJson({ north: 80, south: -80, lngRanges: [[-180, 180]] }, 2, {});
    // Two spots are at most the limit: both shown, not a cluster.
    expect(parsed(json).features).toHaveLength(2);
    expect(sharedLevels(12345, 12345)).toBe(26);
    expect(sharedLevels(0, 1)).toBe(25);
    expect(sharedLevels(0, 2 ** 51)).toBe(0);
  });

  it('limits a text search to the ids it names', () => {
    const view: View = { north: 85, south: -85, lngRanges: [[-180, 180]] };
    const got = answer(view, 1, {});
    expect(got.clustered).toBe(true);
    const named = parsed(index.mapJson(view, 1, { q: 'spot 7' }, new Set([7, 70])));
    expect(named.features.map((f) => 'id' in f && f.id).sort()).toEqual([7, 70]);
  });

  it("tells which of the filter's species are seen at a spot, and when", () => {
    for (const id of [1, 2, 7, 500, 9_999, 12_000, 12_050]) {
      const want = sightings
        .filter((r) => r.spot_id === id && r.spot_id <= spots.length)
        .map((r) => ({
          slug: r.slug,
          speciesId: r.species_id,
          commonName: r.common_name,
          scientificName: r.scientific_name,
          months: r.months,
        }))
        .sort((a, b) => a.commonName.localeCompare(b.commonName));
      expect(index.sightingsAt(id, SPECIES), `spot ${id}`).toEqual(want);
      expect(index.sightingsAt(id, ['whale-shark']), `spot ${id}`).toEqual(
        want.filter((w) => w.slug === 'whale-shark'),
      );
    }
  });
});
