import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  diveCenterDetailSchema,
  diveCenterFeatureCollectionSchema,
  diveCenterListSchema,
  diveCenterPageSchema,
} from '@divespot/shared/dive-centers';
import { buildDiveCenter } from '../../test/builders/build-dive-center.ts';
import { buildRedSea } from '../../test/fixtures/red-sea.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildTestCenter, TEST_CENTER } from '../../test/test-dive-centers.ts';

let t: TestApp;
let camelId: number;
let centers: number;

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  const db = t.database.db;
  // 25 centers: the Red Sea's three (unrated), TEST_CENTER (rated 4.6, the best), one in the
  // Poor Knights east of 170° (for the antimeridian), and twenty rated below 4 on the equator.
  camelId = (await buildRedSea(db)).camel.id;
  await buildTestCenter(db);
  await buildDiveCenter(db, {
    slug: 'poor-knights-test-divers',
    region: {
      name: 'Poor Knights Islands',
      country: { code: 'NZ', slug: 'new-zealand', name: 'New Zealand' },
    },
    latitude: -35.45,
    longitude: 174.73,
    rating: 4.2,
  });
  for (let i = 0; i < 20; i++) await buildDiveCenter(db, { rating: 3 + (i % 10) / 10 });
  centers = Number(
    (
      await t.database.db
        .selectFrom('dive_center')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
});
afterAll(() => t.close());

const expect400 = async (url: string, field: string) => {
  const res = await t.get(url);
  expect(res.statusCode, url).toBe(400);
  expect(res.json()).toMatchObject({
    status: 400,
    code: 'VALIDATION_FAILED',
    detail: { fields: expect.arrayContaining([expect.objectContaining({ field })]) as unknown },
  });
};

describe('GET /api/divecenters/id/{id} and /slug/{slug}', () => {
  it('returns a real center with its place, time zone and source', async () => {
    const res = await t.get(`/api/divecenters/id/${camelId}`);
    expect(res.statusCode).toBe(200);
    const center = diveCenterDetailSchema.parse(res.json());
    expect(center).toMatchObject({
      objectId: camelId,
      slug: 'camel-dive-club-sharm',
      name: 'Camel Dive Club',
      sample: false,
      country: { code: 'EG', name: 'Egypt', slug: 'egypt' },
      region: { slug: 'sharm-el-sheikh-ras-mohammed' },
      website: 'https://www.cameldive.com',
      phone: null,
      hours: null,
      agencies: ['PADI', 'SSI'],
      languages: expect.arrayContaining(['en', 'ar']) as unknown,
      timeZone: 'Africa/Cairo',
      coverImageLink: `/api/image/illustration/center/${camelId}`,
      source: { name: 'divespot' },
      description: null,
    });
  });

  it('spells out the opening hours of a center, with closed days', async () => {
    const res = await t.get(`/api/divecenters/slug/${TEST_CENTER.slug}`);
    expect(res.statusCode).toBe(200);
    const center = diveCenterDetailSchema.parse(res.json());
    expect(center).toMatchObject({ sample: false, email: TEST_CENTER.email });
    expect(center.timeZone).toBe('America/Nassau');
    expect(Object.keys(center.hours ?? {})).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    expect(Object.values(center.hours ?? {})).toContain('closed');
    expect(Object.values(center.hours ?? {})).toContainEqual({
      open: expect.stringMatching(/^\d\d:\d\d$/) as unknown,
      close: expect.stringMatching(/^\d\d:\d\d$/) as unknown,
    });
    // float4 ratings come back rounded to one decimal, not 4.599999…
    expect(String(center.rating)).toMatch(/^\d(\.\d)?$/);
  });

  it('answers unknown ids and slugs with 404, a bad id with 400 naming the field', async () => {
    const missing = await t.get('/api/divecenters/id/999999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect((await t.get('/api/divecenters/slug/no-such-center')).statusCode).toBe(404);
    await expect400('/api/divecenters/id/abc', 'id');
    await expect400('/api/divecenters/id/-3', 'id');
  });
});

describe('GET /api/divecenters', () => {
  it('pages through all centers, best rated first', async () => {
    const res = await t.get('/api/divecenters?size=20');
    expect(res.statusCode).toBe(200);
    const page = diveCenterPageSchema.parse(res.json());
    const totalPages = Math.ceil(centers / 20);
    expect(page).toMatchObject({ page: 0, size: 20, totalElements: centers, totalPages });
    expect(page.content).toHaveLength(20);
    expect(page.content[0]?.slug).toBe(TEST_CENTER.slug);

    const last = diveCenterPageSchema.parse(
      (await t.get(`/api/divecenters?size=20&page=${totalPages - 1}`)).json(),
    );
    expect(last.content).toHaveLength(centers - 20 * (totalPages - 1));
  });

  it('lists only real businesses: no made-up sample listing', async () => {
    const all = diveCenterPageSchema.parse((await t.get('/api/divecenters?size=100')).json());
    expect(all.totalElements).toBe(centers);
    expect(all.content.filter((c) => c.sample || /sample/i.test(c.name))).toEqual([]);
    const search = diveCenterPageSchema.parse((await t.get('/api/divecenters?q=sample')).json());
    expect(search.totalElements).toBe(0);
  });

  it('filters by text, country (slug or code), services (all) and agencies (any)', async () => {
    const search = async (query: string) =>
      diveCenterPageSchema.parse((await t.get(`/api/divecenters?${query}`)).json());

    expect((await search('q=camel')).content.map((c) => c.slug)).toEqual(['camel-dive-club-sharm']);
    const bySlug = await search('country=egypt&size=100');
    const byCode = await search('country=eg&size=100');
    expect(bySlug.totalElements).toBeGreaterThan(2);
    expect(byCode.content).toEqual(bySlug.content);
    expect(bySlug.content.every((c) => c.country?.code === 'EG')).toBe(true);

    const nitroxCourses = await search('services=nitrox,courses&size=100');
    expect(nitroxCourses.totalElements).toBeGreaterThan(0);
    for (const c of nitroxCourses.content)
      expect(c.services).toEqual(expect.arrayContaining(['nitrox', 'courses']));

    const tech = await search('agencies=gue,iantd&size=100');
    expect(tech.totalElements).toBeGreaterThan(0);
    for (const c of tech.content)
      expect(c.agencies.some((a) => a === 'GUE' || a === 'IANTD')).toBe(true);

    expect((await search('country=atlantis')).totalElements).toBe(0);
    expect((await search('q=%25')).totalElements).toBe(0);
  });

  it('rejects bad paging with 400 naming the field', async () => {
    await expect400('/api/divecenters?page=-1', 'page');
    await expect400('/api/divecenters?size=500', 'size');
    await expect400('/api/divecenters?size=ten', 'size');
  });
});

describe('GET /api/divecenters/{country}', () => {
  it('lists a country’s centers by slug or ISO code', async () => {
    const res = await t.get('/api/divecenters/egypt');
    expect(res.statusCode).toBe(200);
    const { content } = diveCenterListSchema.parse(res.json());
    expect(content.map((c) => c.slug)).toContain('camel-dive-club-sharm');
    expect(content.filter((c) => c.sample || /sample/i.test(c.name))).toEqual([]);
    expect(diveCenterListSchema.parse((await t.get('/api/divecenters/EG')).json())).toEqual({
      content,
    });
  });

  it('answers an unknown country with 404', async () => {
    const res = await t.get('/api/divecenters/atlantis');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('GET /api/divecenters/nearby', () => {
  it('lists centers near a point, nearest first, with distance in km (1 decimal)', async () => {
    // The SS Thistlegorm wreck; Sharm el-Sheikh's centers are ~40 km south.
    const res = await t.get('/api/divecenters/nearby?lat=27.8136&lng=33.9211&limit=6');
    expect(res.statusCode).toBe(200);
    const { content } = diveCenterListSchema.parse(res.json());
    expect(content.length).toBeGreaterThan(0);
    expect(content.length).toBeLessThanOrEqual(6);
    expect(content.map((c) => c.slug)).toContain('camel-dive-club-sharm');
    const distances = content.map((c) => c.distance ?? NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const d of distances) {
      expect(d).toBeLessThanOrEqual(100);
      expect(Math.round(d * 10) / 10).toBe(d);
    }
  });

  it('honours the radius and validates the point', async () => {
    const far = await t.get('/api/divecenters/nearby?lat=0&lng=-140&radiusKm=50');
    expect(diveCenterListSchema.parse(far.json())).toEqual({ content: [] });
    await expect400('/api/divecenters/nearby?lat=95&lng=0', 'lat');
    await expect400('/api/divecenters/nearby?lat=10', 'lng');
    await expect400('/api/divecenters/nearby?lat=1&lng=1&limit=0', 'limit');
  });
});

describe('GET /api/divecenters/map', () => {
  it('returns the centers inside the bounds as GeoJSON', async () => {
    const res = await t.get('/api/divecenters/map?north=29&east=35&south=27&west=33');
    expect(res.statusCode).toBe(200);
    const map = diveCenterFeatureCollectionSchema.parse(res.json());
    const camel = map.features.find((f) => f.properties.slug === 'camel-dive-club-sharm');
    expect(camel).toMatchObject({ id: camelId, geometry: { coordinates: [34.329, 27.914] } });
    for (const f of map.features) {
      const [lng, lat] = f.geometry.coordinates;
      expect(lng).toBeGreaterThanOrEqual(33);
      expect(lng).toBeLessThanOrEqual(35);
      expect(lat).toBeGreaterThanOrEqual(27);
      expect(lat).toBeLessThanOrEqual(29);
    }
  });

  it('splits bounds that cross the antimeridian (New Zealand to the Caribbean)', async () => {
    const crossing = diveCenterFeatureCollectionSchema.parse(
      (await t.get('/api/divecenters/map?north=50&east=-60&south=-50&west=170')).json(),
    );
    const lngs = crossing.features.map((f) => f.geometry.coordinates[0]);
    expect(lngs.some((x) => x >= 170)).toBe(true);
    expect(lngs.some((x) => x <= -60)).toBe(true);
    expect(lngs.every((x) => x >= 170 || x <= -60)).toBe(true);
  });

  it('rejects inverted or missing bounds with 400 naming the field', async () => {
    await expect400('/api/divecenters/map?north=10&east=10&south=20&west=0', 'north');
    await expect400('/api/divecenters/map?north=10&east=10&south=0', 'west');
  });
});
