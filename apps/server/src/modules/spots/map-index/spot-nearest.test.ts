import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contains, type View } from './map-grid.ts';
import type { SpotMapRow } from './spot-map-filters.ts';
import { SpotMapIndex } from './spot-map-index.ts';
import { boxKm, greatCircleKm } from './spot-nearest.ts';
import { lngRanges } from '../../../lib/longitude.ts';

/** A spot of the index with only what the search reads set. */
const row = (
  id: number,
  latitude: number,
  longitude: number,
  level: string | null,
): SpotMapRow => ({
  id,
  name: `Spot ${id}`,
  slug: `spot-${id}`,
  synthetic: false,
  country_code: null,
  country_name: null,
  region_name: null,
  country_id: null,
  region_id: null,
  country_slug: null,
  region_slug: null,
  level,
  rating: null,
  review_count: 0,
  depth_min: null,
  depth_max: null,
  activities: [],
  facilities: [],
  site_type: null,
  entry: null,
  water_type: null,
  current: null,
  certification: null,
  best_months: null,
  latitude,
  longitude,
});

/**
 * Spots on a coarse grid (many at exactly the same distance: ties by id), some clustered within
 * a degree, some near ±180°; about half pass the filter.
 */
const spotsArb = fc.array(
  fc.oneof(
    fc.record({
      lat: fc.integer({ min: -8, max: 8 }).map((v) => v * 10),
      lng: fc.integer({ min: -18, max: 18 }).map((v) => v * 10),
      passes: fc.boolean(),
    }),
    fc.record({
      lat: fc.double({ min: 9, max: 10, noNaN: true }),
      lng: fc.double({ min: 179, max: 180, noNaN: true }),
      passes: fc.boolean(),
    }),
  ),
  { minLength: 40, maxLength: 400 },
);

const viewArb = fc
  .record({
    south: fc.integer({ min: -90, max: 89 }),
    height: fc.integer({ min: 1, max: 180 }),
    west: fc.double({ min: -180, max: 180, noNaN: true }),
    east: fc.double({ min: -180, max: 180, noNaN: true }),
  })
  .map(({ south, height, west, east }): View => ({
    south,
    north: Math.min(90, south + height),
    lngRanges: lngRanges(west, east),
  }));

const pointArb = fc.record({
  lat: fc.double({ min: -85, max: 85, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

/** The passing spots in view nearest `from` first (ties by id), found by looking at every spot. */
const byHand = (rows: SpotMapRow[], view: View, from: { lat: number; lng: number }) =>
  rows
    .filter((r) => r.level === 'beginner' && contains(view, r.latitude, r.longitude))
    .map((r) => ({ id: r.id, km: greatCircleKm(from.lat, from.lng, r.latitude, r.longitude) }))
    .sort((a, b) => a.km - b.km || a.id - b.id);

describe('SpotMapIndex.nearest', () => {
  it('pages through the passing spots in view as sorting them all would, ties by id', () => {
    fc.assert(
      fc.property(
        spotsArb,
        viewArb,
        pointArb,
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 20 }),
        (spots, view, from, offset, limit) => {
          // Ids run backwards, so the id order is not the index order.
          const rows = spots.map((s, i) =>
            row(1000 - i, s.lat, s.lng, s.passes ? 'beginner' : 'expert'),
          );
          const index = new SpotMapIndex(rows);
          const want = byHand(rows, view, from);
          const got = index.nearest({ view, from, offset, limit }, { level: ['beginner'] });
          expect(got.total).toBe(want.length);
          const page = want.slice(offset, offset + limit);
          expect(got.ids).toEqual(page.map((w) => w.id));
          expect(got.km).toEqual(page.map((w) => w.km));
        },
      ),
      { numRuns: 300 },
    );
  });
});

/**
 * Hundreds of spots within a few km of each other, and some around them (a cell of the search
 * then holds far more than it looks at one by one, so it is split, and split again); a view
 * whose edges often cross the crowd; a point nearby.
 */
const edgeArb = fc.oneof(
  fc.double({ min: -0.03, max: 0.03, noNaN: true }),
  fc.double({ min: 0.03, max: 2, noNaN: true }),
);
const denseArb = fc.record({
  spots: fc.array(
    fc.oneof(
      fc.record({
        lat: fc.double({ min: -0.02, max: 0.02, noNaN: true }),
        lng: fc.double({ min: -0.02, max: 0.02, noNaN: true }),
        passes: fc.boolean(),
      }),
      fc.record({
        lat: fc.double({ min: -2, max: 2, noNaN: true }),
        lng: fc.double({ min: -2, max: 2, noNaN: true }),
        passes: fc.boolean(),
      }),
    ),
    { minLength: 200, maxLength: 800 },
  ),
  edges: fc.tuple(edgeArb, edgeArb, edgeArb, edgeArb),
  from: fc.record({
    lat: fc.double({ min: -0.5, max: 0.5, noNaN: true }),
    lng: fc.double({ min: -0.5, max: 0.5, noNaN: true }),
  }),
  offset: fc.integer({ min: 0, max: 60 }),
});

/** The crowd's centre. */
const [LAT, LNG] = [11.5, 22];

describe('SpotMapIndex.nearest among many spots close together', () => {
  it('counts and pages them as a look at every spot would', () => {
    fc.assert(
      fc.property(denseArb, ({ spots, edges: [s, n, w, e], from: near, offset }) => {
        const rows = spots.map((p, i) =>
          row(i + 1, LAT + p.lat, LNG + p.lng, p.passes ? 'beginner' : null),
        );
        const south = LAT - s;
        const west = LNG - w;
        const view: View = {
          south,
          north: Math.max(south + 0.001, LAT + n),
          lngRanges: [[west, Math.max(west + 0.001, LNG + e)]],
        };
        const from = { lat: LAT + near.lat, lng: LNG + near.lng };
        const index = new SpotMapIndex(rows);
        const want = byHand(rows, view, from);
        const got = index.nearest({ view, from, offset, limit: 20 }, { level: ['beginner'] });
        expect(got.total).toBe(want.length);
        expect(got.ids).toEqual(want.slice(offset, offset + 20).map((w) => w.id));
      }),
      { numRuns: 150 },
    );
  });
});

describe('boxKm', () => {
  it('is the least distance from the point to any point of the box', () => {
    const boxArb = fc
      .record({
        south: fc.double({ min: -90, max: 89, noNaN: true }),
        height: fc.double({ min: 0.01, max: 90, noNaN: true }),
        west: fc.double({ min: -180, max: 179, noNaN: true }),
        width: fc.double({ min: 0.01, max: 120, noNaN: true }),
      })
      .map(({ south, height, west, width }) => ({
        south,
        north: Math.min(90, south + height),
        west,
        east: Math.min(180, west + width),
      }));
    fc.assert(
      fc.property(pointArb, boxArb, (p, box) => {
        const bound = boxKm(p.lat, p.lng, box);
        // Points spread over the box, its edges and corners included: none is nearer.
        let least = Infinity;
        for (let a = 0; a <= 40; a++) {
          for (let b = 0; b <= 40; b++) {
            const lat = box.south + ((box.north - box.south) * a) / 40;
            const lng = box.west + ((box.east - box.west) * b) / 40;
            least = Math.min(least, greatCircleKm(p.lat, p.lng, lat, lng));
          }
        }
        expect(bound).toBeLessThanOrEqual(least + 1e-6);
        // And it is reached (within the spacing of the points looked at).
        const spacing = greatCircleKm(box.south, box.west, box.north, box.east) / 20 + 1;
        expect(least - bound).toBeLessThanOrEqual(spacing);
      }),
      { numRuns: 500 },
    );
  });

  it('measures on the earthdistance sphere', () => {
    // A quarter of the equator on a sphere of radius 6,378.168 km.
    expect(greatCircleKm(0, 0, 0, 90)).toBeCloseTo((Math.PI / 2) * 6378.168, 6);
    expect(greatCircleKm(10, 20, 10, 20)).toBe(0);
  });
});
