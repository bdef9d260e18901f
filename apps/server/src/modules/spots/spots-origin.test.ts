import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { greatCircleKm, spotPage } from '../../test/answers.ts';
import { insertTestSpot } from '../../test/test-spots.ts';

/* GET /api/spot?sort=distance&origin=: the list's distances from where the diver is. */

let t: TestApp;
const ids: Record<string, number> = {};

// Three spots in the South Atlantic, west to east, and none other.
const SPOTS = [
  { slug: 'test-origin-west', latitude: -30, longitude: -20 },
  { slug: 'test-origin-middle', latitude: -30, longitude: -19 },
  { slug: 'test-origin-east', latitude: -30, longitude: -18 },
];
const VIEW = 'ne=-29,-17&sw=-31,-21';

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  for (const s of SPOTS) ids[s.slug] = await insertTestSpot(t.database.db, s);
});
afterAll(() => t.close());

describe('GET /api/spot with an origin', () => {
  it('orders the view by distance from the origin and measures from it', async () => {
    const centre = await spotPage(t, `/api/spot?${VIEW}&sort=distance`);
    expect(centre.content.map((s) => s.objectId)).toEqual([
      ids['test-origin-middle'],
      ids['test-origin-west'],
      ids['test-origin-east'],
    ]);

    const diver = { lat: -30, lng: -17.5 };
    const res = await spotPage(t, `/api/spot?${VIEW}&sort=distance&origin=-30,-17.5`);
    expect(res.content.map((s) => s.objectId)).toEqual([
      ids['test-origin-east'],
      ids['test-origin-middle'],
      ids['test-origin-west'],
    ]);
    for (const s of res.content) {
      expect(s.distance).toBeCloseTo(
        greatCircleKm(diver, { lat: s.latitude, lng: s.longitude }),
        1,
      );
    }
    expect(res.totalElements).toBe(3);
  });

  it('still lists the whole view when the origin is far outside it', async () => {
    // From Oslo the view is thousands of kilometres away; every spot in it is still listed.
    const res = await spotPage(t, `/api/spot?${VIEW}&sort=distance&origin=59.9,10.7&size=2`);
    expect(res.content).toHaveLength(2);
    expect(res.totalElements).toBe(3);
    const next = await spotPage(
      t,
      `/api/spot?${VIEW}&sort=distance&origin=59.9,10.7&size=2&page=1`,
    );
    expect(next.content).toHaveLength(1);
    const all = [...res.content, ...next.content].map((s) => s.objectId).sort();
    expect(all).toEqual(Object.values(ids).sort());
  });

  it.each([
    ['origin=abc', "must be 'lat,lng' with latitude -90..90 and longitude -180..180"],
    ['origin=91,0', "must be 'lat,lng' with latitude -90..90 and longitude -180..180"],
    ['origin=10', "must be 'lat,lng' with latitude -90..90 and longitude -180..180"],
    ['origin=10,200', "must be 'lat,lng' with latitude -90..90 and longitude -180..180"],
  ])('refuses %s with 400 naming the origin', async (origin, message) => {
    const res = await t.get(`/api/spot?${VIEW}&sort=distance&${origin}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      detail: { fields: [{ field: 'origin', message }] },
    });
  });

  it('refuses an origin without a distance order, which would ignore it', async () => {
    const res = await t.get(`/api/spot?${VIEW}&origin=-30,-18`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      detail: { fields: [{ field: 'origin', message: 'origin goes with sort=distance' }] },
    });
  });
});
