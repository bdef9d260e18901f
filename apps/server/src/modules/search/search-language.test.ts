import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResultListSchema } from '@divespot/shared/search';
import type { SearchResult } from '@divespot/shared/search-links';
import { upsertStoredText, type StoredText } from '../../db/texts/stored-texts.repository.ts';
import { expectRejectedQueries } from '../../test/answers.ts';
import { buildCountry } from '../../test/builders/build-country.ts';
import { buildDiveCenter } from '../../test/builders/build-dive-center.ts';
import { buildRegion } from '../../test/builders/build-region.ts';
import { buildSpecies } from '../../test/builders/build-species.ts';
import { buildSpot } from '../../test/builders/build-spot.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * The search box in the visitor's language (decision 0014): `details` stays the English line,
 * and with `lang` each record brings the parts of that line (site type, place) in the language,
 * and regions, countries and species their names in it where they have one.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  const db = t.database.db;
  const egypt = await buildCountry(db, { code: 'EG', slug: 'egypt', name: 'Egypt' });
  const redSea = await buildRegion(db, { country_id: egypt.id, slug: 'red-sea', name: 'Red Sea' });
  const dahab = await buildRegion(db, { country_id: egypt.id, slug: 'dahab', name: 'Dahab' });
  await buildSpot(db, { region_id: redSea.id, name: 'Giannis D', site_type: 'wreck' });
  await buildDiveCenter(db, { region_id: dahab.id, name: 'Lagoon Divers Dahab' });
  const whaleShark = await buildSpecies(db, {
    slug: 'whale-shark',
    common_name: 'Whale shark',
    scientific_name: 'Rhincodon typus',
  });
  await buildSpecies(db, {
    slug: 'masked-butterflyfish',
    common_name: 'Masked butterflyfish',
    scientific_name: 'Chaetodon semilarvatus',
  });
  const texts: StoredText[] = [
    { subject: 'region', subjectId: redSea.id, field: 'name', language: 'de', text: 'Rotes Meer' },
    { subject: 'region', subjectId: redSea.id, field: 'name', language: 'ja', text: '紅海' },
    {
      ...{ subject: 'species', subjectId: whaleShark.id, field: 'common_name' },
      ...{ language: 'de', text: 'Walhai' },
    },
    {
      ...{ subject: 'species', subjectId: whaleShark.id, field: 'common_name' },
      ...{ language: 'ja', text: 'ジンベエザメ' },
    },
  ];
  for (const text of texts) await upsertStoredText(db, text);
});
afterAll(() => t.close());

async function search(q: string, lang?: string): Promise<SearchResult[]> {
  const url = `/api/search?q=${encodeURIComponent(q)}${lang ? `&lang=${lang}` : ''}`;
  const res = await t.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return searchResultListSchema.parse(res.json());
}

async function first(q: string, lang?: string): Promise<SearchResult> {
  const [found] = await search(q, lang);
  expect(found, q).toBeDefined();
  return found!;
}

describe('GET /api/search in a language', () => {
  it('gives a spot its site type and its place in German and Japanese', async () => {
    const english = { type: 'DIVE_SPOT', title: 'Giannis D', details: 'Wreck · Red Sea, Egypt' };
    expect(await first('giannis')).toEqual(expect.objectContaining(english));
    expect((await first('giannis')).context).toBeUndefined();
    expect(await first('giannis', 'de')).toMatchObject({
      ...english,
      context: { siteType: 'wreck', place: 'Rotes Meer, Ägypten' },
    });
    expect(await first('giannis', 'ja')).toMatchObject({
      ...english,
      context: { siteType: 'wreck', place: '紅海, エジプト' },
    });
  });

  it('names dive centers, regions and countries in the language', async () => {
    expect(await first('lagoon divers', 'de')).toMatchObject({
      type: 'DIVE_CENTER',
      details: 'Dive center · Dahab, Egypt',
      context: { place: 'Dahab, Ägypten' },
    });
    const region = await first('red sea', 'ja');
    expect(region).toMatchObject({
      type: 'REGION',
      title: '紅海',
      details: 'Region · Egypt',
      context: { place: 'エジプト' },
    });
    const country = await first('egypt', 'de');
    expect(country).toMatchObject({ type: 'COUNTRY', title: 'Ägypten', details: 'Country' });
    expect(country.context).toEqual({});
    expect(await first('egypt', 'ja')).toMatchObject({ title: 'エジプト' });
    expect(await first('egypt')).toMatchObject({ title: 'Egypt' });
  });

  it('names a species in the language where it has a name, and marks English otherwise', async () => {
    expect(await first('whale shark', 'de')).toMatchObject({
      type: 'MARINE_LIFE',
      title: 'Walhai',
      titleLang: 'de',
      details: 'Rhincodon typus',
    });
    expect(await first('whale shark', 'ja')).toMatchObject({
      title: 'ジンベエザメ',
      titleLang: 'ja',
    });
    const untranslated = await first('masked butterflyfish', 'de');
    expect(untranslated).toMatchObject({
      title: 'Masked butterflyfish',
      titleLang: 'en',
      details: 'Chaetodon semilarvatus',
    });
    expect(untranslated.context).toBeUndefined();
    expect((await first('whale shark')).titleLang).toBeUndefined();
  });

  it('keeps English (US) answers as they were', async () => {
    const english = await search('egypt');
    expect(await search('egypt', 'en-US')).toEqual(english);
    expect(english.every((r) => r.context === undefined && r.titleLang === undefined)).toBe(true);
  });

  it('refuses an unknown language with 400 naming the field', async () => {
    await expectRejectedQueries(t, '/api/search', [
      ['q=egypt&lang=xx', 'lang'],
      ['q=egypt&lang=DE', 'lang'],
      ['q=egypt&lang=', 'lang'],
    ]);
  });
});
