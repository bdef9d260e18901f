import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Authenticated } from '@divespot/shared/account';
import type { AdminContentPage, ContentKind, PlaceRef } from '@divespot/shared/admin-content';
import { buildArticle } from '../../test/builders/build-article.ts';
import { buildCountry, type BuiltCountry } from '../../test/builders/build-country.ts';
import { buildDiveCenter } from '../../test/builders/build-dive-center.ts';
import { buildRegion, type BuiltRegion } from '../../test/builders/build-region.ts';
import { buildSpecies } from '../../test/builders/build-species.ts';
import { buildSpot } from '../../test/builders/build-spot.ts';
import { buildUser, signIn } from '../../test/builders/build-user.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { badFields } from '../../test/answers.ts';

/** GET /api/admin/content/{kind} and GET /api/admin/places/at, through the API. */

let t: TestApp;
let admin: Authenticated;
let atlantis: BuiltCountry;
let lagoon: BuiltRegion;

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  const db = t.database.db;
  admin = await signIn(t.app, await buildUser(db, { roles: ['ROLE_USER', 'ROLE_ADMIN'] }));
  atlantis = await buildCountry(db, { name: 'Atlantis', slug: 'atlantis' });
  lagoon = await buildRegion(db, { name: 'Lagoon', slug: 'lagoon', country_id: atlantis.id });
});
afterAll(() => t.close());

const list = async (kind: string, query = '') => {
  const res = await t.app.inject({
    url: `/api/admin/content/${kind}?${query}`,
    headers: { authorization: `Bearer ${admin.accessToken}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminContentPage>();
};

const builders: Record<ContentKind, (name: string, slug: string) => Promise<unknown>> = {
  spots: (name, slug) => buildSpot(t.database.db, { name, slug, region_id: lagoon.id }),
  species: (common_name, slug) =>
    buildSpecies(t.database.db, { common_name, slug, scientific_name: `Testus ${slug}` }),
  'dive-centers': (name, slug) =>
    buildDiveCenter(t.database.db, { name, slug, region_id: lagoon.id }),
  countries: (name, slug) => buildCountry(t.database.db, { name, slug }),
  regions: (name, slug) => buildRegion(t.database.db, { name, slug, country_id: atlantis.id }),
  articles: (title, slug) =>
    buildArticle(t.database.db, {
      title,
      slug,
      status: slug.endsWith('beta') ? 'draft' : 'published',
    }),
};

/**
 * Builds three records of a kind named '<prefix> Gamma', '<prefix> alpha' and '<prefix> Beta',
 * in that order, so that id order, name order and a case-sensitive order all differ.
 */
async function buildThree(kind: ContentKind, prefix: string): Promise<void> {
  for (const word of ['Gamma', 'alpha', 'Beta'])
    await builders[kind](`${prefix} ${word}`, `${prefix.replace(/ /g, '-')}-${word.toLowerCase()}`);
}

const words = (page: AdminContentPage) => page.content.map((r) => r.name.split(' ')[1]);

describe('the content lists', () => {
  it('list each kind with its second line and public page, drafts included', async () => {
    const expected: Record<ContentKind, { detail: string | null; path: string | null }[]> = {
      spots: [
        { detail: 'Lagoon, Atlantis', path: '/spots/qxspots-alpha' },
        { detail: 'Lagoon, Atlantis', path: '/spots/qxspots-beta' },
        { detail: 'Lagoon, Atlantis', path: '/spots/qxspots-gamma' },
      ],
      species: [
        { detail: 'Testus qxspecies-alpha', path: '/marine-life/qxspecies-alpha' },
        { detail: 'Testus qxspecies-beta', path: '/marine-life/qxspecies-beta' },
        { detail: 'Testus qxspecies-gamma', path: '/marine-life/qxspecies-gamma' },
      ],
      'dive-centers': [
        { detail: 'Atlantis', path: '/dive-centers/qxdivecenters-alpha' },
        { detail: 'Atlantis', path: '/dive-centers/qxdivecenters-beta' },
        { detail: 'Atlantis', path: '/dive-centers/qxdivecenters-gamma' },
      ],
      countries: [
        { detail: null, path: '/locations/countries/qxcountries-alpha' },
        { detail: null, path: '/locations/countries/qxcountries-beta' },
        { detail: null, path: '/locations/countries/qxcountries-gamma' },
      ],
      regions: [
        { detail: 'Atlantis', path: '/locations/regions/atlantis/qxregions-alpha' },
        { detail: 'Atlantis', path: '/locations/regions/atlantis/qxregions-beta' },
        { detail: 'Atlantis', path: '/locations/regions/atlantis/qxregions-gamma' },
      ],
      articles: [
        { detail: 'published', path: '/blog/qxarticles-alpha' },
        { detail: 'draft', path: null },
        { detail: 'published', path: '/blog/qxarticles-gamma' },
      ],
    };
    for (const kind of Object.keys(expected) as ContentKind[]) {
      const prefix = `qx${kind.replace('-', '')}`;
      await buildThree(kind, prefix);
      const page = await list(kind, `q=${prefix}`);
      expect({ kind, rows: page.content.map(({ detail, path }) => ({ detail, path })) }).toEqual({
        kind,
        rows: expected[kind],
      });
      expect(page.content.map((r) => r.name)).toEqual(
        ['alpha', 'Beta', 'Gamma'].map((w) => `${prefix} ${w}`),
      );
      expect(page.content.every((r) => Number.isInteger(r.id) && r.slug.startsWith(prefix))).toBe(
        true,
      );
    }
  });

  it('sort by name either way, ignoring case, or newest first', async () => {
    await buildThree('spots', 'sorted');
    const sorted = (sort: string) => list('spots', `q=sorted&sort=${sort}`).then(words);
    expect(await sorted('name')).toEqual(['alpha', 'Beta', 'Gamma']);
    expect(await sorted('name_desc')).toEqual(['Gamma', 'Beta', 'alpha']);
    // Built Gamma, alpha, Beta: the latest first.
    expect(await sorted('newest')).toEqual(['Beta', 'alpha', 'Gamma']);
    // By name is the default.
    expect(await list('spots', 'q=sorted').then(words)).toEqual(['alpha', 'Beta', 'Gamma']);
  });

  it('order records of the same name by id', async () => {
    const db = t.database.db;
    const first = await buildSpot(db, { name: 'Twin Reef', slug: 'twin-reef-b' });
    const second = await buildSpot(db, { name: 'twin reef', slug: 'twin-reef-a' });
    const ids = (sort: string) =>
      list('spots', `q=twin&sort=${sort}`).then((p) => p.content.map((r) => r.id));
    expect(await ids('name')).toEqual([first.id, second.id]);
    expect(await ids('name_desc')).toEqual([second.id, first.id]);
  });

  it('page on the server', async () => {
    await buildThree('species', 'paged');
    await buildThree('species', 'paged more');
    const first = await list('species', 'q=paged&size=4');
    expect(first).toMatchObject({ page: 0, size: 4, totalElements: 6, totalPages: 2 });
    expect(first.content).toHaveLength(4);
    const second = await list('species', 'q=paged&size=4&page=1');
    expect(second).toMatchObject({ page: 1, size: 4, totalElements: 6, totalPages: 2 });
    expect(second.content.map((r) => r.name)).toEqual(['paged more Beta', 'paged more Gamma']);
    expect((await list('species', 'q=paged&size=4&page=2')).content).toEqual([]);
  });

  it('find by part of the name or of the slug, in any case, % and _ taken as themselves', async () => {
    const db = t.database.db;
    const percent = await buildSpot(db, { name: 'Reef at 100% visibility', slug: 'hundred-reef' });
    await buildSpot(db, { name: 'Reef at 1000 visibility', slug: 'thousand-reef' });
    const slugOnly = await buildSpot(db, { name: 'Blue Hole', slug: 'dahab-blue-hole-xq' });
    const ids = async (q: string) =>
      (await list('spots', `q=${encodeURIComponent(q)}`)).content.map((r) => r.id);
    expect(await ids('100%')).toEqual([percent.id]);
    expect(await ids('REEF AT 100%')).toEqual([percent.id]);
    expect(await ids('at_1')).toEqual([]);
    expect(await ids('hole-xq')).toEqual([slugOnly.id]);
  });

  it('refuse an unknown kind or sort, naming them', async () => {
    const res = await t.app.inject({
      url: '/api/admin/content/users?sort=oldest',
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(res.statusCode).toBe(400);
    expect(badFields(res.body)).toEqual(['kind']);
    const sort = await t.app.inject({
      url: '/api/admin/content/spots?sort=oldest&size=101',
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(sort.statusCode).toBe(400);
    expect(badFields(sort.body)).toEqual(['size', 'sort']);
  });
});

describe('the place of a point', () => {
  const placeAt = async (lat: number, lng: number) => {
    const res = await t.app.inject({
      url: `/api/admin/places/at?lat=${lat}&lng=${lng}`,
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PlaceRef>();
  };

  it('finds the country from its outline and the smallest region box holding the point', async () => {
    const db = t.database.db;
    const egypt = await buildCountry(db, {
      code: 'EG',
      slug: 'egypt',
      name: 'Egypt',
      north: 31.67,
      east: 36.9,
      south: 21.99,
      west: 24.7,
    });
    await buildRegion(db, {
      country_id: egypt.id,
      slug: 'red-sea-coast',
      name: 'Red Sea coast',
      north: 29,
      south: 22,
      east: 36,
      west: 32,
    });
    await buildRegion(db, {
      country_id: egypt.id,
      slug: 'strait-of-gubal',
      name: 'Strait of Gubal',
      north: 28,
      south: 27.4,
      east: 34.1,
      west: 33.6,
    });
    // The SS Thistlegorm, at sea off the Sinai: the nearest coast is Egypt's.
    expect(await placeAt(27.8136, 33.9206)).toEqual({
      country: { code: 'EG', slug: 'egypt', name: 'Egypt' },
      region: { slug: 'strait-of-gubal', name: 'Strait of Gubal' },
    });
    // Marsa Alam: in the coast's box only.
    expect(await placeAt(25.07, 34.9)).toEqual({
      country: { code: 'EG', slug: 'egypt', name: 'Egypt' },
      region: { slug: 'red-sea-coast', name: 'Red Sea coast' },
    });
    // Cairo: Egypt, in none of its regions.
    expect(await placeAt(30.04, 31.24)).toEqual({
      country: { code: 'EG', slug: 'egypt', name: 'Egypt' },
      region: null,
    });
  });

  it('finds nothing far out at sea, and refuses a point off the globe', async () => {
    expect(await placeAt(-45, -30)).toEqual({ country: null, region: null });
    const res = await t.app.inject({
      url: '/api/admin/places/at?lat=91&lng=0',
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      detail: { fields: [{ field: 'lat', message: 'must be between -90 and 90' }] },
    });
  });
});
