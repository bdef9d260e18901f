import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countryDetailSchema,
  countryListSchema,
  locationRefSchema,
  regionDetailSchema,
  regionListSchema,
} from '@divespot/shared/locations';
import { buildCountry } from '../../test/builders/build-country.ts';
import { buildRegion } from '../../test/builders/build-region.ts';
import { buildSpecies } from '../../test/builders/build-species.ts';
import { buildSpot } from '../../test/builders/build-spot.ts';
import { buildRedSea } from '../../test/fixtures/red-sea.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let egyptId: number;
let gubal: { id: number; slug: string };

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  const db = t.database.db;
  // Three countries (Egypt and Curaçao with spots, Thailand without) and five regions, one of
  // Egypt's without spots; three species seen at four, two and one of Egypt's spots.
  const redSea = await buildRedSea(db);
  egyptId = redSea.egypt.id;
  gubal = redSea.gubal;
  await buildRegion(db, { country_id: egyptId, slug: 'hurghada', name: 'Hurghada' });
  await buildSpot(db, {
    region: { name: 'Curaçao West', country: { code: 'CW', slug: 'curacao', name: 'Curaçao' } },
  });
  await buildCountry(db, { code: 'TH', slug: 'thailand', name: 'Thailand' });
  const seenAt = (...slugs: string[]) =>
    slugs.map((slug) => ({ spotId: redSea.spots[slug]?.id ?? 0 }));
  await buildSpecies(db, {
    sightings: seenAt('ss-thistlegorm', 'abu-nuhas', 'shark-and-yolanda-reef', 'jackson-reef'),
  });
  await buildSpecies(db, { sightings: seenAt('ss-thistlegorm', 'ras-um-sid') });
  await buildSpecies(db, { sightings: seenAt('abu-dabab') });
});
afterAll(() => t.close());

/** The field names of a 400 body, sorted. */
const badFields = (body: unknown) =>
  (body as { detail: { fields: { field: string }[] } }).detail.fields.map((f) => f.field).sort();

describe('GET /api/countries', () => {
  it('lists every country by name with counts, bounds and an illustration cover', async () => {
    const res = await t.get('/api/countries');
    expect(res.statusCode).toBe(200);
    const { content } = countryListSchema.parse(res.json());
    expect(content.length).toBe(3);
    const names = content.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const egypt = content.find((c) => c.code === 'EG');
    expect(egypt).toMatchObject({
      objectId: egyptId,
      slug: 'egypt',
      name: 'Egypt',
      continent: 'Africa',
      coverImageLink: `/api/image/illustration/country/${egyptId}`,
    });
    expect(egypt?.spotCount).toBeGreaterThan(5);
    expect(egypt?.regionCount).toBeGreaterThan(2);
    expect(egypt?.diveCenterCount).toBeGreaterThan(0);
    expect(egypt?.bounds.north).toBeGreaterThan(egypt?.bounds.south ?? 90);
  });

  it('counts only real spots: synthetic ones are left out', async () => {
    const db = t.database.db;
    const before = countryListSchema.parse((await t.get('/api/countries?q=egypt')).json());
    const [spot] = await db
      .selectFrom('spot')
      .select('id')
      .where('country_id', '=', egyptId)
      .limit(1)
      .execute();
    await db
      .updateTable('spot')
      .set({ synthetic: true })
      .where('id', '=', spot?.id ?? 0)
      .execute();
    const after = countryListSchema.parse((await t.get('/api/countries?q=egypt')).json());
    await db
      .updateTable('spot')
      .set({ synthetic: false })
      .where('id', '=', spot?.id ?? 0)
      .execute();
    expect(after.content[0]?.spotCount).toBe((before.content[0]?.spotCount ?? 0) - 1);
  });

  it('filters by name ignoring accents and case, and by having spots', async () => {
    const curacao = countryListSchema.parse((await t.get('/api/countries?q=CURACAO')).json());
    expect(curacao.content.map((c) => c.name)).toEqual(['Curaçao']);
    const accented = countryListSchema.parse((await t.get('/api/countries?q=cura%C3%A7')).json());
    expect(accented.content.map((c) => c.name)).toEqual(['Curaçao']);
    // LIKE wildcards are taken literally.
    expect((await t.get('/api/countries?q=%25')).json()).toEqual({ content: [] });

    const all = countryListSchema.parse((await t.get('/api/countries')).json()).content;
    const withSpots = countryListSchema.parse(
      (await t.get('/api/countries?withSpots=true')).json(),
    );
    expect(withSpots.content.length).toBe(all.filter((c) => c.spotCount > 0).length);
    expect(withSpots.content.length).toBeLessThan(all.length);
    expect(withSpots.content.every((c) => c.spotCount > 0)).toBe(true);
  });

  it('refuses bad query parameters with 400 naming each field', async () => {
    const res = await t.get(`/api/countries?withSpots=yes&q=${'x'.repeat(101)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(badFields(res.json())).toEqual(['q', 'withSpots']);
  });
});

describe('GET /api/countries/{country}', () => {
  it('finds a country by slug, ISO code or id with its regions and best-rated spots', async () => {
    const bySlug = countryDetailSchema.parse((await t.get('/api/countries/egypt')).json());
    expect(bySlug.objectId).toBe(egyptId);
    expect(bySlug.regions.map((r) => r.slug)).toContain(gubal.slug);
    expect(bySlug.regions.every((r) => r.countrySlug === 'egypt')).toBe(true);
    expect(bySlug.topSpots.length).toBeGreaterThan(3);
    expect(bySlug.topSpots.length).toBeLessThanOrEqual(8);
    const ratings = bySlug.topSpots.map((s) => s.rating ?? -1);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(bySlug.topSpots[0]?.coverImageLink).toMatch(/^\/api\/image\/illustration\/spot\/\d+$/);

    const byCode = await t.get('/api/countries/eg');
    expect(byCode.statusCode).toBe(200);
    expect(countryDetailSchema.parse(byCode.json()).slug).toBe('egypt');
    const byId = await t.get(`/api/countries/${egyptId}`);
    expect(countryDetailSchema.parse(byId.json()).code).toBe('EG');
  });

  it('puts rated spots first, then those with the most species recorded', async () => {
    const db = t.database.db;
    const plain = countryDetailSchema.parse((await t.get('/api/countries/egypt')).json()).topSpots;
    const sightings = await db
      .selectFrom('species_sighting')
      .select(['spot_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where(
        'spot_id',
        'in',
        plain.map((s) => s.objectId),
      )
      .groupBy('spot_id')
      .execute();
    const seen = (id: number) => Number(sightings.find((r) => r.spot_id === id)?.n ?? 0);
    const counts = plain.map((s) => seen(s.objectId));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    await db
      .updateTable('spot')
      .set({ rating: 4.7 })
      .where('slug', '=', 'ss-thistlegorm')
      .execute();
    // Detail responses are cached by the browser only; the server answers fresh each time.
    const rated = countryDetailSchema.parse((await t.get('/api/countries/egypt')).json()).topSpots;
    await db
      .updateTable('spot')
      .set({ rating: null })
      .where('slug', '=', 'ss-thistlegorm')
      .execute();
    expect(rated[0]).toMatchObject({ slug: 'ss-thistlegorm', rating: 4.7 });
  });

  it('answers an unknown country with 404', async () => {
    const res = await t.get('/api/countries/atlantis');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect((await t.get('/api/countries/999999999')).statusCode).toBe(404);
  });

  it('refuses a blank key with 400 naming the field', async () => {
    const res = await t.get('/api/countries/%20');
    expect(res.statusCode).toBe(400);
    expect(badFields(res.json())).toEqual(['country']);
  });
});

describe('GET /api/countries/{country}/regions', () => {
  it('lists the regions of a country, those with spots first', async () => {
    const res = await t.get(`/api/countries/${egyptId}/regions`);
    expect(res.statusCode).toBe(200);
    const { content } = regionListSchema.parse(res.json());
    expect(content.find((r) => r.slug === gubal.slug)).toMatchObject({
      objectId: gubal.id,
      countrySlug: 'egypt',
      countryName: 'Egypt',
      coverImageLink: `/api/image/illustration/region/${gubal.id}`,
    });
    const hasSpots = content.map((r) => r.spotCount > 0);
    expect(hasSpots).toEqual([...hasSpots].sort((a, b) => Number(b) - Number(a)));
  });

  it('answers an unknown country with 404 and a bad key with 400', async () => {
    expect((await t.get('/api/countries/atlantis/regions')).statusCode).toBe(404);
    const bad = await t.get('/api/countries/%20/regions');
    expect(bad.statusCode).toBe(400);
    expect(badFields(bad.json())).toEqual(['country']);
  });
});

describe('GET /api/regions and /api/regions/{region}', () => {
  it('lists regions, optionally of one country and by accent-insensitive name', async () => {
    const all = regionListSchema.parse((await t.get('/api/regions')).json()).content;
    expect(all.length).toBe(5);
    const egypt = regionListSchema.parse((await t.get('/api/regions?country=EG')).json()).content;
    expect(egypt.length).toBeGreaterThan(2);
    expect(egypt.every((r) => r.countryCode === 'EG')).toBe(true);
    const gubalByName = regionListSchema.parse((await t.get('/api/regions?q=GUBAL')).json());
    expect(gubalByName.content.map((r) => r.slug)).toEqual([gubal.slug]);
  });

  it('answers an unknown country filter with 404 and bad parameters with 400', async () => {
    expect((await t.get('/api/regions?country=atlantis')).statusCode).toBe(404);
    const bad = await t.get(`/api/regions?q=${'x'.repeat(101)}`);
    expect(bad.statusCode).toBe(400);
    expect(badFields(bad.json())).toEqual(['q']);
  });

  it('returns a region by slug or id with spots, species and dive centers', async () => {
    const res = await t.get(`/api/regions/${gubal.slug}`);
    expect(res.statusCode).toBe(200);
    const region = regionDetailSchema.parse(res.json());
    expect(region).toMatchObject({
      objectId: gubal.id,
      country: { code: 'EG', slug: 'egypt', name: 'Egypt', objectId: egyptId },
    });
    expect(region.description).toMatch(/Thistlegorm/);
    expect(region.spots.map((s) => s.slug)).toContain('ss-thistlegorm');
    expect(region.spots.length).toBe(region.spotCount);
    const thistlegorm = region.spots.find((s) => s.slug === 'ss-thistlegorm');
    expect(thistlegorm?.activityTypes).toContainEqual({
      name: 'wreck',
      displayName: 'Wreck diving',
    });
    expect(region.species.length).toBeGreaterThan(0);
    expect(region.species.length).toBeLessThanOrEqual(12);
    const seen = region.species.map((s) => s.spotCount);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));

    const byId = regionDetailSchema.parse((await t.get(`/api/regions/${gubal.id}`)).json());
    expect(byId.slug).toBe(gubal.slug);
  });

  it('answers an unknown region with 404', async () => {
    expect((await t.get('/api/regions/no-such-region')).statusCode).toBe(404);
    expect((await t.get('/api/regions/999999999')).statusCode).toBe(404);
  });
});

describe('GET /api/countries/{country}/regions/{region}', () => {
  it('returns the region when it lies in that country', async () => {
    const res = await t.get(`/api/countries/egypt/regions/${gubal.slug}`);
    expect(res.statusCode).toBe(200);
    expect(regionDetailSchema.parse(res.json()).objectId).toBe(gubal.id);
  });

  it('answers 404 for a region of another country, an unknown one or an unknown country', async () => {
    expect((await t.get(`/api/countries/thailand/regions/${gubal.slug}`)).statusCode).toBe(404);
    expect((await t.get('/api/countries/egypt/regions/nope')).statusCode).toBe(404);
    expect((await t.get(`/api/countries/atlantis/regions/${gubal.slug}`)).statusCode).toBe(404);
    const bad = await t.get('/api/countries/egypt/regions/%20');
    expect(bad.statusCode).toBe(400);
    expect(badFields(bad.json())).toEqual(['region']);
  });
});

describe('GET /api/locations/{type}/{id}', () => {
  it('points each type at the record’s own page', async () => {
    const ref = async (path: string) => locationRefSchema.parse((await t.get(path)).json());
    expect(await ref(`/api/locations/countries/${egyptId}`)).toEqual({
      type: 'countries',
      objectId: egyptId,
      name: 'Egypt',
      canonicalPath: '/locations/countries/egypt',
    });
    expect((await ref(`/api/locations/regions/${gubal.id}`)).canonicalPath).toBe(
      `/locations/regions/egypt/${gubal.slug}`,
    );
    expect((await ref('/api/locations/spots/ss-thistlegorm')).canonicalPath).toBe(
      '/spots/ss-thistlegorm',
    );
    const db = t.database.db;
    const center = await db
      .selectFrom('dive_center')
      .select(['id', 'slug'])
      .executeTakeFirstOrThrow();
    expect((await ref(`/api/locations/dive-centers/${center.id}`)).canonicalPath).toBe(
      `/dive-centers/${center.slug}`,
    );
    const species = await db.selectFrom('species').select(['id', 'slug']).executeTakeFirstOrThrow();
    expect((await ref(`/api/locations/marine-life/${species.id}`)).canonicalPath).toBe(
      `/marine-life/${species.slug}`,
    );
  });

  it('answers an unknown record with 404 and an unknown type with 400', async () => {
    const missing = await t.get('/api/locations/spots/999999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: /dive spot/ });
    const bad = await t.get('/api/locations/planets/1');
    expect(bad.statusCode).toBe(400);
    expect(badFields(bad.json())).toEqual(['type']);
  });
});
