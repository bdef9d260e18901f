import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spotListSchema, type SpotSummary } from '@divespot/shared/spots';
import { buildRegion } from '../../test/builders/build-region.ts';
import { buildSpot } from '../../test/builders/build-spot.ts';
import { insertTestSpot } from '../../test/test-spots.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SpotService } from './spots.service.ts';

/*
 * GET /api/spot/nearby answers from the spot map's index; findSpotsNear (SQL, earthdistance) is
 * what it must equal: the same spots in the same order with the same distances, at the poles,
 * across ±180° and in crowds of spots a few metres apart.
 */

let t: TestApp;
/** The SQL answer: a SpotService without the map's index. */
let sql: SpotService;

/** Where spots are crowded: the poles, both sides of ±180°, the equator at 0°, a reef. */
const CROWDS = [
  { lat: 89.7, lng: 0, spread: 0.3, lngSpread: 180 },
  { lat: -89.8, lng: 120, spread: 0.2, lngSpread: 180 },
  { lat: -17.5, lng: 179.95, spread: 0.3, lngSpread: 0.3 },
  { lat: 0, lng: 0, spread: 0.05, lngSpread: 0.05 },
  { lat: 27.8, lng: 33.9, spread: 0.002, lngSpread: 0.002 },
];

/** A repeatable sequence of numbers in [0, 1). */
function random(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

const wrap = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  const db = t.database.db;
  sql = new SpotService(db);
  const region = await buildRegion(db);
  const next = random(33);
  let n = 0;
  for (const { lat, lng, spread, lngSpread } of CROWDS) {
    for (let k = 0; k < 90; k++) {
      const latitude = Math.max(-90, Math.min(90, lat + (next() - 0.5) * 2 * spread));
      const longitude = wrap(lng + (next() - 0.5) * 2 * lngSpread);
      // Real and synthetic spots alike: nearby lists both.
      if (k % 3 === 0) await buildSpot(db, { region_id: region.id, latitude, longitude });
      else await insertTestSpot(db, { slug: `nearby-${++n}`, latitude, longitude });
    }
  }
  // Two spots at exactly the same place: equally near, so listed by id.
  for (const slug of ['twin-a', 'twin-b']) {
    await insertTestSpot(db, { slug: `nearby-${slug}`, latitude: 10, longitude: -20 });
  }
  for (let k = 0; k < 60; k++) {
    const latitude = (next() - 0.5) * 180;
    const longitude = (next() - 0.5) * 360;
    await insertTestSpot(db, { slug: `nearby-far-${k}`, latitude, longitude });
  }
});
afterAll(() => t.close());

interface Near {
  lat: number;
  lng: number;
  radiusKm: number;
  limit: number;
  excludeId?: number;
}

async function fromIndex(near: Near): Promise<SpotSummary[]> {
  const query = new URLSearchParams(
    Object.entries(near).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const res = await t.get(`/api/spot/nearby?${query.toString()}`);
  expect(res.statusCode, res.body).toBe(200);
  return spotListSchema.parse(res.json()).content;
}

async function fromSql(near: Near): Promise<SpotSummary[]> {
  const answer = await sql.getNearbySpots(near);
  if (typeof answer === 'string') throw new Error('The SQL service answered from an index.');
  return spotListSchema.parse({ content: answer }).content;
}

/** Points around the crowds (the poles and ±180° themselves included) and anywhere. */
const pointArb = fc.oneof(
  fc
    .record({
      crowd: fc.constantFrom(...CROWDS),
      dLat: fc.double({ min: -1, max: 1, noNaN: true }),
      dLng: fc.double({ min: -1, max: 1, noNaN: true }),
    })
    .map(({ crowd, dLat, dLng }) => ({
      lat: Math.max(-90, Math.min(90, crowd.lat + dLat * crowd.spread * 2)),
      lng: wrap(crowd.lng + dLng * crowd.lngSpread * 2),
    })),
  fc.record({
    lat: fc.constantFrom(90, -90, 89.99, -89.99),
    lng: fc.constantFrom(180, -180, 0, 179.99, -179.99),
  }),
  fc.record({
    lat: fc.double({ min: -90, max: 90, noNaN: true }),
    lng: fc.double({ min: -180, max: 180, noNaN: true }),
  }),
);

const nearArb = fc.record({
  point: pointArb,
  radiusKm: fc.oneof(
    fc.constantFrom(0.01, 0.5, 5, 50, 300, 2000),
    fc.double({ min: 0.001, max: 2000, noNaN: true }),
  ),
  limit: fc.constantFrom(1, 3, 20, 100),
  /** Which of the answer's spots to leave out, if any. */
  exclude: fc.option(fc.nat({ max: 4 }), { nil: undefined }),
});

describe('GET /api/spot/nearby from the index', () => {
  it('lists the same spots as the SQL, in the same order, with the same distances', async () => {
    await fc.assert(
      fc.asyncProperty(nearArb, async ({ point, radiusKm, limit, exclude }) => {
        const all = exclude === undefined ? [] : await fromSql({ ...point, radiusKm, limit });
        const excludeId = all[Math.min(exclude ?? 0, all.length - 1)]?.objectId;
        const near: Near = { ...point, radiusKm, limit, ...(excludeId ? { excludeId } : {}) };
        const [got, want] = await Promise.all([fromIndex(near), fromSql(near)]);
        expect(got).toEqual(want);
      }),
      { numRuns: 250 },
    );
  });

  it('ends at the radius where the SQL does', async () => {
    const cutArb = fc.record({
      point: pointArb,
      nth: fc.nat({ max: 99 }),
      offsetKm: fc.double({ min: -0.2, max: 0.2, noNaN: true }),
    });
    await fc.assert(
      fc.asyncProperty(cutArb, async ({ point, nth, offsetKm }) => {
        // A radius just short of, or just past, one of the spots around the point.
        const around = await fromSql({ ...point, radiusKm: 2000, limit: 100 });
        const edge = around[Math.min(nth, around.length - 1)]?.distance ?? 1;
        const near = { ...point, radiusKm: Math.max(0.001, edge + offsetKm), limit: 100 };
        expect(await fromIndex(near)).toEqual(await fromSql(near));
      }),
      { numRuns: 100 },
    );
  });

  it('reaches across ±180° and over the pole', async () => {
    const east = await fromIndex({ lat: -17.5, lng: 180, radiusKm: 60, limit: 100 });
    const sides = new Set(east.map((s) => Math.sign(s.longitude)));
    expect(sides).toEqual(new Set([1, -1]));
    const pole = await fromIndex({ lat: 90, lng: 0, radiusKm: 200, limit: 100 });
    expect(pole.some((s) => s.longitude < -90) && pole.some((s) => s.longitude > 90)).toBe(true);
  });

  it('lists spots at the same place by id', async () => {
    const twins = await fromIndex({ lat: 10, lng: -20, radiusKm: 1, limit: 5 });
    expect(twins.map((s) => s.distance)).toEqual([0, 0]);
    const byId = [...twins].sort((a, b) => a.objectId - b.objectId);
    expect(twins).toEqual(byId);
    expect(twins).toEqual(await fromSql({ lat: 10, lng: -20, radiusKm: 1, limit: 5 }));
  });
});
