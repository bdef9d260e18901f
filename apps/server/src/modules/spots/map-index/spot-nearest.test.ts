import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contains, type View } from './map-grid.ts';
import { Mask } from './spot-map-bits.ts';
import { greatCircleKm, nearestInView } from './spot-nearest.ts';
import { lngRanges } from '../spots-filter.repository.ts';

/** Spots on a coarse grid, so that many lie at exactly the same distance (ties by id). */
const spotsArb = fc.array(
  fc.record({
    lat: fc.integer({ min: -3, max: 3 }).map((v) => v * 10),
    lng: fc.integer({ min: -4, max: 4 }).map((v) => v * 10),
    passes: fc.boolean(),
  }),
  { minLength: 40, maxLength: 300 },
);

const viewArb = fc
  .record({
    south: fc.integer({ min: -90, max: 80 }),
    height: fc.integer({ min: 1, max: 180 }),
    west: fc.integer({ min: -180, max: 180 }),
    east: fc.integer({ min: -180, max: 180 }),
  })
  .map(({ south, height, west, east }): View => ({
    south,
    north: Math.min(90, south + height),
    lngRanges: lngRanges(west, east),
  }));

describe('nearestInView', () => {
  it('pages through the passing spots in view as sorting them all would, ties by id', () => {
    fc.assert(
      fc.property(
        spotsArb,
        viewArb,
        fc.record({
          lat: fc.double({ min: -80, max: 80 }),
          lng: fc.double({ min: -180, max: 180 }),
        }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 20 }),
        (spots, view, from, offset, limit) => {
          const lat = Float64Array.from(spots, (s) => s.lat);
          const lng = Float64Array.from(spots, (s) => s.lng);
          const mask = new Mask('test', spots.length, (i) => spots[i]!.passes, lat, lng);
          // Ids run backwards, so the id order is not the index order.
          const ids = Int32Array.from(spots, (_, i) => 1000 - i);
          const idAt = (i: number) => ids[i]!;
          const want = spots
            .map((s, i) => ({ ...s, id: idAt(i) }))
            .filter((s) => s.passes && contains(view, s.lat, s.lng))
            .map((s) => ({ id: s.id, km: greatCircleKm(from.lat, from.lng, s.lat, s.lng) }))
            .sort((a, b) => a.km - b.km || a.id - b.id);
          const got = nearestInView(mask, lat, lng, ids, { view, from, offset, limit });
          expect(got.total).toBe(want.length);
          const page = want.slice(offset, offset + limit);
          expect(got.ids).toEqual(page.map((w) => w.id));
          expect(got.km).toEqual(page.map((w) => w.km));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('measures on the earthdistance sphere', () => {
    // A quarter of the equator on a sphere of radius 6,378.168 km.
    expect(greatCircleKm(0, 0, 0, 90)).toBeCloseTo((Math.PI / 2) * 6378.168, 6);
    expect(greatCircleKm(10, 20, 10, 20)).toBe(0);
  });
});
