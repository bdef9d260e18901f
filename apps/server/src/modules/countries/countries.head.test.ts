import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCountry } from '../../test/builders/build-country.ts';
import { buildSpecies } from '../../test/builders/build-species.ts';
import { buildRedSea } from '../../test/fixtures/red-sea.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { canonicalOf, descriptionOf, jsonLdOf, titleOf } from '../../test/page-heads.ts';

let t: TestApp;
let egyptId: number;
let gubal: { id: number; slug: string; name: string };
const ORIGIN = 'https://divespot.test';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN }, { seed: false });
  const db = t.database.db;
  const redSea = await buildRedSea(db);
  egyptId = redSea.egypt.id;
  gubal = redSea.gubal;
  await buildCountry(db, { code: 'TH', slug: 'thailand', name: 'Thailand' });
  await buildCountry(db, { code: 'AQ', slug: 'antarctica', name: 'Antarctica', latitude: -75 });
  await buildSpecies(db);
});
afterAll(() => t.close());

describe('country page head (/locations/countries/:slug)', () => {
  it('names the country, counts its spots and links canonical URL, image and JSON-LD', async () => {
    const res = await t.get('/locations/countries/egypt');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(titleOf(html)).toBe('Diving in Egypt · DiveSpot');
    expect(descriptionOf(html)).toMatch(
      /^\d+ dive spots in \d+ regions of Egypt and \d+ dive center/,
    );
    expect(canonicalOf(html)).toBe(`${ORIGIN}/locations/countries/egypt`);
    const image = `${ORIGIN}/api/image/illustration/country/${egyptId}?width=1200&amp;height=630`;
    expect(html).toContain(`<meta property="og:image" content="${image}" />`);
    expect(html).not.toContain('noindex');
    expect(jsonLdOf(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Country',
      name: 'Egypt',
      identifier: 'EG',
      url: `${ORIGIN}/locations/countries/egypt`,
      geo: {
        '@type': 'GeoShape',
        box: expect.stringMatching(/^[\d.]+ [\d.]+ [\d.]+ [\d.]+$/) as unknown,
      },
      containedInPlace: { '@type': 'Continent', name: 'Africa' },
    });
  });

  it('accepts the id or ISO code and keeps the slug URL canonical', async () => {
    for (const key of [String(egyptId), 'EG']) {
      const res = await t.get(`/locations/countries/${key}`);
      expect(res.statusCode).toBe(200);
      expect(canonicalOf(res.body)).toBe(`${ORIGIN}/locations/countries/egypt`);
    }
  });

  it('answers an unknown country with HTTP 404 and the not-found head', async () => {
    const res = await t.get('/locations/countries/atlantis');
    expect(res.statusCode).toBe(404);
    expect(titleOf(res.body)).toBe('Page Not Found · DiveSpot');
    expect(res.body).toContain('noindex');
  });
});

describe('region page heads (/locations/regions/…)', () => {
  it('names region and country with a Place in its Country', async () => {
    const res = await t.get(`/locations/regions/egypt/${gubal.slug}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const title = `${gubal.name}, Egypt · DiveSpot`.replace(/'/g, '&#39;');
    expect(titleOf(html)).toBe(title);
    // Length as read, not as escaped in the HTML.
    const description = (descriptionOf(html) ?? '').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
    expect(description).toMatch(/: \d+ dive spots/);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(canonicalOf(html)).toBe(`${ORIGIN}/locations/regions/egypt/${gubal.slug}`);
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'Place',
      name: gubal.name,
      url: `${ORIGIN}/locations/regions/egypt/${gubal.slug}`,
      geo: { '@type': 'GeoShape' },
      containedInPlace: {
        '@type': 'Country',
        name: 'Egypt',
        url: `${ORIGIN}/locations/countries/egypt`,
      },
    });
  });

  it('resolves /locations/regions/{slug-or-id} with the two-part canonical path', async () => {
    for (const key of [gubal.slug, String(gubal.id)]) {
      const res = await t.get(`/locations/regions/${key}`);
      expect(res.statusCode).toBe(200);
      expect(canonicalOf(res.body)).toBe(`${ORIGIN}/locations/regions/egypt/${gubal.slug}`);
    }
  });

  it('answers 404 for unknown regions and regions of another country', async () => {
    expect((await t.get('/locations/regions/nope')).statusCode).toBe(404);
    expect((await t.get('/locations/regions/egypt/nope')).statusCode).toBe(404);
    expect((await t.get(`/locations/regions/thailand/${gubal.slug}`)).statusCode).toBe(404);
  });
});

describe('generic location head (/locations/:type/:id)', () => {
  it('takes the title and canonical path of the target page', async () => {
    const country = await t.get(`/locations/countries/${egyptId}`);
    expect(titleOf(country.body)).toBe('Diving in Egypt · DiveSpot');

    const region = await t.get(`/locations/regions/${gubal.id}`);
    expect(canonicalOf(region.body)).toBe(`${ORIGIN}/locations/regions/egypt/${gubal.slug}`);

    const spot = await t.get('/locations/spots/ss-thistlegorm');
    expect(spot.statusCode).toBe(200);
    expect(titleOf(spot.body)).toMatch(/Thistlegorm · DiveSpot$/);
    expect(canonicalOf(spot.body)).toBe(`${ORIGIN}/spots/ss-thistlegorm`);

    const species = await t.database.db
      .selectFrom('species')
      .select(['id', 'slug', 'common_name'])
      .executeTakeFirstOrThrow();
    const sp = await t.get(`/locations/marine-life/${species.id}`);
    expect(canonicalOf(sp.body)).toBe(`${ORIGIN}/marine-life/${species.slug}`);

    const center = await t.database.db
      .selectFrom('dive_center')
      .select(['id', 'slug'])
      .executeTakeFirstOrThrow();
    const dc = await t.get(`/locations/dive-centers/${center.id}`);
    expect(canonicalOf(dc.body)).toBe(`${ORIGIN}/dive-centers/${center.slug}`);
  });

  it('answers unknown types and records with HTTP 404', async () => {
    expect((await t.get('/locations/planets/1')).statusCode).toBe(404);
    expect((await t.get('/locations/spots/999999999')).statusCode).toBe(404);
  });
});

describe('sitemap', () => {
  it('lists every country and region with real spots, and no empty ones', async () => {
    const xml = (await t.get('/sitemap.xml')).body;
    expect(xml).toContain(`<loc>${ORIGIN}/locations/countries/egypt</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/locations/regions/egypt/${gubal.slug}</loc>`);
    // Antarctica has no dive spots here.
    expect(xml).not.toContain('/locations/countries/antarctica<');
    const regions = xml.match(/\/locations\/regions\/[^<]+</g) ?? [];
    const withSpots = await t.database.db
      .selectFrom('spot')
      .select((eb) => eb.fn.count<number>('region_id').distinct().as('n'))
      .where('synthetic', '=', false)
      .executeTakeFirstOrThrow();
    expect(regions.length).toBe(Number(withSpots.n));
  });
});
