import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRedSea } from '../../test/fixtures/red-sea.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { badFields, greatCircleKm, spotPage } from '../../test/answers.ts';
import { FIJI_SPOTS, insertTestSpot } from '../../test/test-spots.ts';

/* GET /api/spot with the map view's corners: the explore screen's list (docs/product/screens.md, docs/product/api.md). */

let t: TestApp;
const ids: Record<string, number> = {};

const EXTRA = [
  // A synthetic spot beside the Thistlegorm: views list synthetic spots, as the map shows them.
  { slug: 'test-gubal-synthetic', latitude: 27.8, longitude: 33.9 },
  ...FIJI_SPOTS,
];

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  // Four real spots in the Gubal view below (two of them wrecks), three more outside it.
  await buildRedSea(t.database.db);
  for (const s of EXTRA) ids[s.slug] = await insertTestSpot(t.database.db, s);
});
afterAll(() => t.close());

const page = (url: string) => spotPage(t, url);

describe('GET /api/spot with ne and sw', () => {
  const gubal = 'ne=28.2,34.4&sw=27.4,33.4';

  it('lists exactly the spots in the view, synthetic ones included', async () => {
    const res = await page(`/api/spot?${gubal}&size=100`);
    expect(res.totalElements).toBeGreaterThan(3);
    expect(res.content).toHaveLength(res.totalElements);
    for (const s of res.content) {
      expect(s.latitude).toBeGreaterThanOrEqual(27.4);
      expect(s.latitude).toBeLessThanOrEqual(28.2);
      expect(s.longitude).toBeGreaterThanOrEqual(33.4);
      expect(s.longitude).toBeLessThanOrEqual(34.4);
    }
    expect(res.content.map((s) => s.objectId)).toContain(ids['test-gubal-synthetic']);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM spot
      WHERE latitude BETWEEN 27.4 AND 28.2 AND longitude BETWEEN 33.4 AND 34.4`.execute(
      t.database.db,
    );
    expect(res.totalElements).toBe(rows[0]?.n);
    // Without a view, the list still leaves synthetic spots out.
    const real = await sql<{ n: number }>`SELECT count(*)::int AS n FROM spot
      WHERE NOT synthetic`.execute(t.database.db);
    expect((await page('/api/spot?size=1')).totalElements).toBe(real.rows[0]?.n);
  });

  it('orders by distance from the centre of the view, each with its distance', async () => {
    const res = await page(`/api/spot?${gubal}&sort=distance&size=100`);
    const centre = { lat: 27.8, lng: 33.9 };
    const distances = res.content.map((s) => s.distance ?? NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const s of res.content) {
      expect(s.distance).toBeCloseTo(
        greatCircleKm(centre, { lat: s.latitude, lng: s.longitude }),
        0,
      );
    }
    expect(res.content[0]?.objectId).toBe(ids['test-gubal-synthetic']);
    // An empty stretch of ocean: nothing, rather than the nearest spots outside the view.
    const empty = await page('/api/spot?ne=-30,-120&sw=-40,-130&sort=distance');
    expect(empty).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
    // Paging keeps the order.
    const second = await page(`/api/spot?${gubal}&sort=distance&size=2&page=1`);
    expect(second.content.map((s) => s.objectId)).toEqual(
      res.content.slice(2, 4).map((s) => s.objectId),
    );
  });

  it('narrows the view by the filters', async () => {
    const all = await page(`/api/spot?${gubal}&size=1`);
    const wrecks = await page(`/api/spot?${gubal}&activityTypes=wreck&size=100`);
    expect(wrecks.totalElements).toBeGreaterThan(0);
    expect(wrecks.totalElements).toBeLessThan(all.totalElements);
    expect(wrecks.content.every((s) => s.activityTypes.some((a) => a.name === 'wreck'))).toBe(true);
  });

  it('takes a view across the antimeridian as two boxes', async () => {
    const res = await page('/api/spot?ne=-15,-178&sw=-20,177&sort=distance');
    expect(res.content.map((s) => s.objectId)).toEqual([
      ids['test-fiji-east'],
      ids['test-fiji-west'],
    ]);
    const centre = { lat: -17.5, lng: 179.5 };
    expect(res.content[0]?.distance).toBeCloseTo(
      greatCircleKm(centre, { lat: -17.4, lng: -179.7 }),
      0,
    );
    expect(res.content[1]?.distance).toBeCloseTo(
      greatCircleKm(centre, { lat: -17.6, lng: 178.6 }),
      0,
    );
    // The same corners the other way round are the rest of the world, without Fiji.
    const rest = await page('/api/spot?ne=-15,177&sw=-20,-178&size=100');
    expect(rest.content.map((s) => s.objectId)).not.toContain(ids['test-fiji-east']);
  });

  it('refuses malformed corners and a distance order without a view, naming the field', async () => {
    const cases: [string, string[]][] = [
      ['ne=abc&sw=27,33', ['ne']],
      ['ne=28,34,5&sw=27,33', ['ne']],
      ['ne=91,34&sw=27,181', ['ne', 'sw']],
      ['ne=28,34', ['sw']],
      ['sw=27,33', ['ne']],
      ['ne=27,34&sw=28,33', ['ne']],
      ['sort=distance', ['sort']],
    ];
    for (const [query, fields] of cases) {
      const res = await t.get(`/api/spot?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(badFields(res.body), query).toEqual(fields);
    }
  });
});
