import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPlace } from '@divespot/shared/admin-content';
import type { CountryDetail, RegionDetail } from '@divespot/shared/locations';
import { createAdminTestApp, refusedFields, type AdminTestApp } from '../../test/admin-client.ts';
import { buildCountry, type BuiltCountry } from '../../test/builders/build-country.ts';
import { buildRegion, type BuiltRegion } from '../../test/builders/build-region.ts';

/** The console's countries and regions: GET and PUT of their descriptions, through the API. */

let a: AdminTestApp;
let country: BuiltCountry;
let region: BuiltRegion;

beforeAll(async () => {
  a = await createAdminTestApp();
  country = await buildCountry(a.t.database.db, { slug: 'coral-coast', name: 'Coral Coast' });
  region = await buildRegion(a.t.database.db, {
    country_id: country.id,
    slug: 'north-reefs',
    name: 'North Reefs',
    description: 'Shallow reefs in the north.',
  });
});
afterAll(() => a.t.close());

const publicCountry = async (lang = '') =>
  (await a.call('GET', `/api/countries/coral-coast${lang}`, undefined, null)).json<CountryDetail>();
const publicRegion = async (lang = '') =>
  (await a.call('GET', `/api/regions/north-reefs${lang}`, undefined, null)).json<RegionDetail>();

describe('a country’s description', () => {
  it('opens in the editor with its place and no text yet', async () => {
    expect(await a.ok<AdminPlace>('GET', `/api/admin/countries/${country.id}`)).toEqual({
      id: country.id,
      slug: 'coral-coast',
      path: '/locations/countries/coral-coast',
      source: { name: country.source, license: country.license },
      name: 'Coral Coast',
      detail: null,
      description: null,
      translations: {},
    });
    expect((await publicCountry()).description).toBeNull();
  });

  it('is written with its translations, shown at once in each language, and audited', async () => {
    await publicCountry('?lang=de'); // answered once before the edit
    const saved = await a.ok<AdminPlace>('PUT', `/api/admin/countries/${country.id}`, {
      description: 'Warm water and long reefs all year.',
      translations: { de: 'Warmes Wasser und lange Riffe das ganze Jahr.', fr: '  ' },
    });
    expect(saved).toMatchObject({
      description: 'Warm water and long reefs all year.',
      translations: { de: 'Warmes Wasser und lange Riffe das ganze Jahr.' },
    });
    expect((await publicCountry()).description).toBe('Warm water and long reefs all year.');
    expect((await publicCountry('?lang=de')).description).toBe(
      'Warmes Wasser und lange Riffe das ganze Jahr.',
    );
    // A language without a translation shows the English.
    expect((await publicCountry('?lang=ja')).description).toBe(
      'Warm water and long reefs all year.',
    );
    const [entry] = await a.audit('country', country.id);
    expect(entry).toMatchObject({
      action: 'country.update',
      before: { description: null, translations: {} },
      after: { description: 'Warm water and long reefs all year.' },
    });
  });

  it('keeps exactly the translations sent: one null or left out is gone', async () => {
    await a.ok('PUT', `/api/admin/countries/${country.id}`, {
      description: 'Reefs.',
      translations: { de: 'Riffe.', es: 'Arrecifes.', fr: 'Récifs.' },
    });
    const saved = await a.ok<AdminPlace>('PUT', `/api/admin/countries/${country.id}`, {
      description: 'Reefs.',
      translations: { de: null, es: 'Arrecifes.' },
    });
    expect(saved.translations).toEqual({ es: 'Arrecifes.' });
    expect((await publicCountry('?lang=de')).description).toBe('Reefs.');
    expect((await publicCountry('?lang=fr')).description).toBe('Reefs.');
    expect((await publicCountry('?lang=es')).description).toBe('Arrecifes.');
  });

  it('refuses a bad form with 400 naming the field, and an unknown id with 404', async () => {
    const res = await a.call('PUT', `/api/admin/countries/${country.id}`, {
      description: 'x'.repeat(8001),
      translations: { xx: 'Nope' },
    });
    expect(refusedFields(res)).toMatchObject({
      description: 'must be at most 8000 characters',
    });
    expect((await a.call('GET', '/api/admin/countries/999999')).statusCode).toBe(404);
    const missing = await a.call('PUT', '/api/admin/countries/999999', { description: 'Hi' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('a region’s description', () => {
  it('is edited like a country’s; the region page shows it in each language at once', async () => {
    expect(await a.ok<AdminPlace>('GET', `/api/admin/regions/${region.id}`)).toMatchObject({
      path: '/locations/regions/coral-coast/north-reefs',
      detail: 'Coral Coast',
      description: 'Shallow reefs in the north.',
    });
    await publicRegion('?lang=fr'); // answered once before the edit
    await a.ok('PUT', `/api/admin/regions/${region.id}`, {
      description: 'Shallow reefs and a wreck in the north.',
      translations: { fr: 'Des récifs peu profonds et une épave au nord.' },
    });
    expect(await publicRegion()).toMatchObject({
      description: 'Shallow reefs and a wreck in the north.',
      descriptionLang: 'en',
    });
    expect(await publicRegion('?lang=fr')).toMatchObject({
      description: 'Des récifs peu profonds et une épave au nord.',
      descriptionLang: 'fr',
    });
    const [entry] = await a.audit('region', region.id);
    expect(entry).toMatchObject({
      action: 'region.update',
      before: { description: 'Shallow reefs in the north.' },
      after: { translations: { fr: 'Des récifs peu profonds et une épave au nord.' } },
    });
    expect(
      (await a.call('PUT', '/api/admin/regions/999999', { description: null })).statusCode,
    ).toBe(404);
  });
});
