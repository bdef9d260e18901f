import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spotDetailSchema, spotListSchema, spotSealifeListSchema } from '@divespot/shared/spots';
import { buildSpecies } from '../../test/builders/build-species.ts';
import { buildSpot } from '../../test/builders/build-spot.ts';
import { buildRedSea } from '../../test/fixtures/red-sea.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { badFields, spotPage } from '../../test/answers.ts';

let t: TestApp;
let thistlegormId: number;

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  const db = t.database.db;
  thistlegormId = (await buildRedSea(db)).thistlegorm.id;
  // Fourteen real spots: the Red Sea's seven, Julian Rocks with six species, and six more.
  const julianRocks = await buildSpot(db, {
    slug: 'julian-rocks-byron-bay',
    name: 'Julian Rocks',
    latitude: -28.6122,
    longitude: 153.6283,
    region: { name: 'Byron Bay', country: { code: 'AU', slug: 'australia', name: 'Australia' } },
  });
  const seenAt = (months?: number[]) => [{ spotId: julianRocks.id, months }];
  await buildSpecies(db, {
    slug: 'sand-tiger-shark',
    group: 'shark',
    sightings: seenAt([6, 7, 8, 9, 10]),
  });
  await buildSpecies(db, { slug: 'zebra-shark', group: 'shark', sightings: seenAt([12, 1, 2]) });
  for (let i = 0; i < 4; i++) await buildSpecies(db, { sightings: seenAt() });
  for (let i = 0; i < 6; i++) await buildSpot(db);
});
afterAll(() => t.close());

const page = (url: string) => spotPage(t, url);

describe('GET /api/spot/id/{id}', () => {
  it('returns the spot with its place, details and source', async () => {
    const res = await t.get(`/api/spot/id/${thistlegormId}`);
    expect(res.statusCode).toBe(200);
    const spot = spotDetailSchema.parse(res.json());
    expect(spot).toMatchObject({
      objectId: thistlegormId,
      name: expect.stringMatching(/Thistlegorm/) as unknown,
      country: { code: 'EG', name: 'Egypt', slug: 'egypt' },
      siteType: 'wreck',
      source: { name: 'divespot' },
      synthetic: false,
    });
    expect(spot.urlFullSlug).toBe('/spots/ss-thistlegorm');
    expect(spot.activityTypes).toContainEqual({ name: 'wreck', displayName: 'Wreck diving' });
    expect(spot.locationDescription).toMatch(/Egypt$/);
    expect(spot.coverImageLink).toBe(`/api/image/illustration/spot/${thistlegormId}`);
    expect(spot.images).toEqual([spot.coverImageLink]);
  });

  it('answers an unknown id with 404 and a bad id with 400 naming the field', async () => {
    const missing = await t.get('/api/spot/id/999999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });

    const bad = await t.get('/api/spot/id/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: { fields: [{ field: 'id' }] },
    });
  });
});

describe('GET /api/spot/{country}/{region}/{spot}', () => {
  it("gives urlFullSlug as the path of the spot's own page", async () => {
    const { urlFullSlug, name } = spotDetailSchema.parse(
      (await t.get(`/api/spot/id/${thistlegormId}`)).json(),
    );
    const res = await t.get(urlFullSlug);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain(`<title>${name} · DiveSpot</title>`);
  });

  it('still resolves a country/region/spot address', async () => {
    const { country, region } = spotDetailSchema.parse(
      (await t.get(`/api/spot/id/${thistlegormId}`)).json(),
    );
    const res = await t.get(`/api/spot/${country?.slug}/${region?.slug}/ss-thistlegorm`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ objectId: thistlegormId });
  });

  it('answers an unknown spot with 404', async () => {
    expect((await t.get('/api/spot/egypt/red-sea/no-such-spot')).statusCode).toBe(404);
  });
});

describe('GET /api/spot/slug/{slug}', () => {
  it('returns the spot of a page address, 404 for an unknown slug, 400 for a malformed one', async () => {
    const res = await t.get('/api/spot/slug/ss-thistlegorm');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ objectId: thistlegormId, slug: 'ss-thistlegorm' });
    expect((await t.get('/api/spot/slug/no-such-spot')).statusCode).toBe(404);
    const bad = await t.get('/api/spot/slug/Not%20A%20Slug');
    expect(bad.statusCode).toBe(400);
    expect(badFields(bad.body)).toEqual(['slug']);
  });
});

describe('GET /api/spot/random', () => {
  it('returns a real spot', async () => {
    const res = await t.get('/api/spot/random');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(spotDetailSchema.parse(res.json()).synthetic).toBe(false);
  });
});

describe('GET /api/spot/nearby', () => {
  it('lists spots near a point, nearest first, with distance in km (1 decimal)', async () => {
    // The Thistlegorm lies in the Strait of Gubal; Ras Mohammed is ~30 km south-east.
    const res = await t.get('/api/spot/nearby?lat=27.8136&lng=33.9206&radiusKm=60&limit=10');
    expect(res.statusCode).toBe(200);
    const { content } = spotListSchema.parse(res.json());
    expect(content.length).toBeGreaterThan(1);
    expect(content[0]?.objectId).toBe(thistlegormId);
    expect(content[0]?.distance).toBeLessThan(0.5);
    const distances = content.map((s) => s.distance ?? -1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d) => d <= 60 && Math.round(d * 10) / 10 === d)).toBe(true);
  });

  it('can leave out the spot whose page asks', async () => {
    const res = await t.get(
      `/api/spot/nearby?lat=27.8136&lng=33.9206&radiusKm=60&excludeId=${thistlegormId}`,
    );
    const ids = spotListSchema.parse(res.json()).content.map((s) => s.objectId);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(thistlegormId);
  });

  it('returns an empty list far from any spot', async () => {
    const res = await t.get('/api/spot/nearby?lat=-60&lng=-140&radiusKm=10');
    expect(res.json()).toEqual({ content: [] });
  });

  it('refuses bad coordinates with 400 naming each field', async () => {
    const res = await t.get('/api/spot/nearby?lat=95&lng=abc&limit=0');
    expect(res.statusCode).toBe(400);
    const fields = res
      .json<{ detail: { fields: { field: string }[] } }>()
      .detail.fields.map((f) => f.field)
      .sort();
    expect(fields).toEqual(['lat', 'limit', 'lng']);
  });
});

describe('GET /api/spot (search)', () => {
  it('pages through real spots only, best rated first, with totals', async () => {
    const first = await page('/api/spot?size=5');
    expect(first).toMatchObject({ page: 0, size: 5, totalElements: 14, totalPages: 3 });
    expect(first.content).toHaveLength(5);
    expect(first.content.every((s) => !s.synthetic && s.coverImageLink)).toBe(true);

    const last = await page('/api/spot?size=5&page=2');
    expect(last.content).toHaveLength(4);
    const ids = new Set([...first.content, ...last.content].map((s) => s.objectId));
    expect(ids.size).toBe(9);

    const past = await page('/api/spot?size=5&page=4');
    expect(past).toMatchObject({ content: [], totalElements: 14, totalPages: 3 });
  });

  it('finds spots by name ignoring case and accents', async () => {
    const res = await page('/api/spot?q=THISTLEG%C3%B3rm');
    expect(res.content.map((s) => s.objectId)).toEqual([thistlegormId]);
    expect(res.totalElements).toBe(1);
    expect((await page('/api/spot?q=zzqqxx-nothing')).content).toEqual([]);
  });

  it('includes synthetic spots only for a text search, after the real ones', async () => {
    await t.database.db
      .insertInto('spot')
      .values({
        slug: 'synthetic-thistlegorm-test',
        name: 'Thistlegorm Synthetic Test',
        latitude: 27.8,
        longitude: 33.9,
        location: sql`point(33.9, 27.8)`,
        source: 'synthetic',
        license: 'CC0-1.0',
        synthetic: true,
      })
      .execute();
    const found = await page('/api/spot?q=thistlegorm');
    expect(found.content.map((s) => [s.objectId === thistlegormId, s.synthetic])).toEqual([
      [true, false],
      [false, true],
    ]);
    const browse = await page('/api/spot?size=100&sort=name');
    expect(browse.totalElements).toBe(14);
    expect(browse.content.some((s) => s.synthetic)).toBe(false);
    // Text with no letter or digit names nothing: treated as no text.
    expect((await page('/api/spot?q=%21%21')).totalElements).toBe(14);
    await t.database.db
      .deleteFrom('spot')
      .where('slug', '=', 'synthetic-thistlegorm-test')
      .execute();
  });

  it('narrows by country, region and filters, combining them', async () => {
    const egypt = await page('/api/spot?country=egypt&size=100');
    expect(egypt.totalElements).toBeGreaterThan(5);
    expect(egypt.content.every((s) => s.locationDescription?.endsWith('Egypt'))).toBe(true);

    const wrecks = await page('/api/spot?country=egypt&activityTypes=wreck&size=100');
    expect(wrecks.content.map((s) => s.objectId)).toContain(thistlegormId);
    expect(wrecks.totalElements).toBeLessThan(egypt.totalElements);
    expect(wrecks.content.every((s) => s.activityTypes.some((a) => a.name === 'wreck'))).toBe(true);

    const levels = await page('/api/spot?level=beginner,expert&size=100');
    expect(levels.content.every((s) => s.level === 'beginner' || s.level === 'expert')).toBe(true);
    const repeated = await page('/api/spot?level=beginner&level=expert&size=100');
    expect(repeated.totalElements).toBe(levels.totalElements);

    const { region } = spotDetailSchema.parse(
      (await t.get(`/api/spot/id/${thistlegormId}`)).json(),
    );
    const inRegion = await page(`/api/spot?region=${region?.slug ?? ''}&size=100`);
    expect(inRegion.content.map((s) => s.objectId)).toContain(thistlegormId);
    expect((await page('/api/spot?country=atlantis')).totalElements).toBe(0);
  });

  it('filters by depth range and by the detail columns', async () => {
    const shallow = await page('/api/spot?depth.max=10&size=100');
    expect(shallow.totalElements).toBeGreaterThan(0);
    expect(shallow.content.every((s) => (s.depth.minDepth ?? s.depth.maxDepth ?? 0) <= 10)).toBe(
      true,
    );
    const deep = await page('/api/spot?depth.min=40&sort=depth&size=100');
    expect(deep.content.every((s) => (s.depth.maxDepth ?? s.depth.minDepth ?? 0) >= 40)).toBe(true);
    const depths = deep.content.map((s) => s.depth.maxDepth ?? 0);
    expect(depths).toEqual([...depths].sort((a, b) => a - b));

    const combined = await page(
      '/api/spot?siteType=wreck&waterType=ocean&entry=boat,shore&current=none,mild,moderate,strong&certification=open_water,advanced',
    );
    expect(combined.totalElements).toBeGreaterThan(0);
    expect((await page('/api/spot?facilities=nitrox')).totalElements).toBe(0);
  });

  it('sorts by name', async () => {
    const { content } = await page('/api/spot?sort=name&size=30');
    const names = content.map((s) => s.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('refuses bad parameters with 400 naming each field', async () => {
    const res = await t.get(
      '/api/spot?size=0&page=-1&sort=best&level=beginner,pro&activityTypes=flying&depth.min=abc',
    );
    expect(res.statusCode).toBe(400);
    expect(badFields(res.body)).toEqual([
      'activityTypes',
      'depth.min',
      'level',
      'page',
      'size',
      'sort',
    ]);
    const order = await t.get('/api/spot?depth.min=40&depth.max=10');
    expect(order.statusCode).toBe(400);
    expect(badFields(order.body)).toEqual(['depth.min']);
    expect((await t.get('/api/spot?size=101')).statusCode).toBe(400);
  });
});

describe('GET /api/spot/recommended and /api/spot/popular', () => {
  it('return real spots, and near a point only nearby ones with distance', async () => {
    const recommended = spotListSchema.parse((await t.get('/api/spot/recommended?limit=5')).json());
    expect(recommended.content).toHaveLength(5);
    expect(recommended.content.every((s) => !s.synthetic)).toBe(true);

    const res = await t.get('/api/spot/recommended?lat=27.8136&lng=33.9206&radiusKm=100&limit=50');
    const near = spotListSchema.parse(res.json()).content;
    expect(near.length).toBeGreaterThan(1);
    expect(near.every((s) => s.distance !== undefined && s.distance <= 100)).toBe(true);

    const popular = spotListSchema.parse((await t.get('/api/spot/popular?limit=3')).json());
    expect(popular.content).toHaveLength(3);
    expect((await t.get('/api/spot/popular')).json<{ content: unknown[] }>().content).toHaveLength(
      12,
    );
  });

  it('refuse bad parameters with 400 naming the field', async () => {
    const lone = await t.get('/api/spot/recommended?lat=10');
    expect(lone.statusCode).toBe(400);
    expect(badFields(lone.body)).toEqual(['lng']);
    const popular = await t.get('/api/spot/popular?limit=500');
    expect(popular.statusCode).toBe(400);
    expect(badFields(popular.body)).toEqual(['limit']);
  });
});

describe('GET /api/spot/id/{id}/sealife', () => {
  const spotId = async (slug: string) =>
    (
      await t.database.db
        .selectFrom('spot')
        .select('id')
        .where('slug', '=', slug)
        .executeTakeFirstOrThrow()
    ).id;

  it('lists species with their months, in-season ones first for a month', async () => {
    // Julian Rocks: sand tiger sharks in winter (June–October), zebra sharks in summer.
    const id = await spotId('julian-rocks-byron-bay');
    const all = spotSealifeListSchema.parse((await t.get(`/api/spot/id/${id}/sealife`)).json());
    expect(all.content.length).toBe(6);
    expect(all.content.every((s) => s.inSeason === null)).toBe(true);
    const tiger = all.content.find((s) => s.slug === 'sand-tiger-shark');
    expect(tiger).toMatchObject({ months: [6, 7, 8, 9, 10], group: 'shark' });
    expect(tiger?.coverImageLink).toBe(`/api/image/illustration/species/${tiger?.objectId}`);

    const july = spotSealifeListSchema.parse(
      (await t.get(`/api/spot/id/${id}/sealife?month=7`)).json(),
    ).content;
    const inSeason = july.filter((s) => s.inSeason).map((s) => s.slug);
    expect(inSeason).toContain('sand-tiger-shark');
    expect(inSeason).not.toContain('zebra-shark');
    expect(july.slice(0, inSeason.length).every((s) => s.inSeason)).toBe(true);

    const january = spotSealifeListSchema.parse(
      (await t.get(`/api/spot/id/${id}/sealife?month=1`)).json(),
    ).content;
    expect(january.filter((s) => s.inSeason).map((s) => s.slug)).toContain('zebra-shark');
  });

  it('answers 404 for an unknown spot and 400 for a bad month', async () => {
    expect((await t.get('/api/spot/id/999999999/sealife')).statusCode).toBe(404);
    const bad = await t.get(`/api/spot/id/${thistlegormId}/sealife?month=13`);
    expect(bad.statusCode).toBe(400);
    expect(badFields(bad.body)).toEqual(['month']);
  });
});
