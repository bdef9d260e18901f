import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { filterConfigurationSchema } from '@divespot/shared/filters';
import { regionDetailSchema } from '@divespot/shared/locations';
import {
  speciesDetailSchema,
  speciesListSchema,
  speciesPageSchema,
} from '@divespot/shared/marine-life';
import { spotDetailSchema, spotListSchema, spotSealifeListSchema } from '@divespot/shared/spots';
import { speciesKey, spotKey } from '@divespot/shared/page-queries';
import { upsertStoredText, type StoredText } from '../db/texts/stored-texts.repository.ts';
import { expectRejectedQueries, spotPage } from '../test/answers.ts';
import { buildCountry } from '../test/builders/build-country.ts';
import { buildRegion, type BuiltRegion } from '../test/builders/build-region.ts';
import { buildSpecies, type BuiltSpecies } from '../test/builders/build-species.ts';
import { buildSpot, type BuiltSpot } from '../test/builders/build-spot.ts';
import { sentAnswer } from '../test/page-heads.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/*
 * Stored texts in the visitor's language (decision 0014): every answer that shows a region's,
 * spot's or species' text gives it in `?lang=` where it has a translation, in English otherwise,
 * and says which; country names follow the language through their ISO code.
 */

let t: TestApp;
let region: BuiltRegion;
let spot: BuiltSpot;
let whaleShark: BuiltSpecies;
let untranslated: BuiltSpecies;

/** An answer of the API, checked against its schema. */
async function json<T>(url: string, schema: z.ZodType<T>): Promise<T> {
  const res = await t.get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return schema.parse(res.json());
}

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  const db = t.database.db;
  const egypt = await buildCountry(db, { code: 'EG', slug: 'egypt', name: 'Egypt' });
  region = await buildRegion(db, {
    country_id: egypt.id,
    name: 'Strait of Gubal wrecks',
    description: 'The southern Gulf of Suez, where ships pass between reefs.',
    north: 28,
    south: 27,
    east: 34,
    west: 33,
  });
  spot = await buildSpot(db, {
    region_id: region.id,
    country_id: egypt.id,
    name: 'SS Thistlegorm',
    description: 'A British armed merchant ship sunk in 1941.',
    latitude: 27.81,
    longitude: 33.92,
    tags: ['wreck', 'ww2'],
  });
  whaleShark = await buildSpecies(db, {
    common_name: 'Whale shark',
    description: 'The largest fish in the sea.',
    sightings: [{ spotId: spot.id, months: [5, 6] }],
  });
  untranslated = await buildSpecies(db, {
    common_name: 'Masked butterflyfish',
    sightings: [{ spotId: spot.id }],
  });
  const texts: StoredText[] = [
    {
      subject: 'region',
      subjectId: region.id,
      field: 'name',
      language: 'de',
      text: 'Wracks der Straße von Gubal',
    },
    {
      subject: 'region',
      subjectId: region.id,
      field: 'description',
      language: 'de',
      text: 'Der südliche Golf von Suez.',
    },
    {
      subject: 'spot',
      subjectId: spot.id,
      field: 'description',
      language: 'de',
      text: 'Ein britisches Handelsschiff, 1941 versenkt.',
    },
    {
      subject: 'species',
      subjectId: whaleShark.id,
      field: 'common_name',
      language: 'de',
      text: 'Walhai',
    },
    {
      subject: 'species',
      subjectId: whaleShark.id,
      field: 'description',
      language: 'de',
      text: 'Der größte Fisch im Meer.',
    },
    {
      subject: 'species',
      subjectId: untranslated.id,
      field: 'description',
      language: 'de',
      text: 'Ein goldgelber Falterfisch.',
    },
  ];
  for (const text of texts) await upsertStoredText(db, text);
});
afterAll(() => t.close());

describe('a spot in a language', () => {
  it('gives its description and place in German where they have a German form', async () => {
    const de = await json(`/api/spot/slug/${spot.slug}?lang=de`, spotDetailSchema);
    expect(de).toMatchObject({
      description: 'Ein britisches Handelsschiff, 1941 versenkt.',
      descriptionLang: 'de',
      locationDescription: 'Wracks der Straße von Gubal, Ägypten',
      country: { code: 'EG', name: 'Ägypten' },
      region: { name: 'Wracks der Straße von Gubal' },
      tags: ['wreck', 'ww2'],
    });
    expect(await json(`/api/spot/id/${spot.id}?lang=de`, spotDetailSchema)).toMatchObject({
      descriptionLang: 'de',
    });
  });

  it('falls back to the English, saying so, where a language has no form', async () => {
    const ja = await json(`/api/spot/slug/${spot.slug}?lang=ja`, spotDetailSchema);
    expect(ja).toMatchObject({
      description: 'A British armed merchant ship sunk in 1941.',
      descriptionLang: 'en',
      // A region name without a Japanese form stays as stored; the country has one from CLDR.
      locationDescription: 'Strait of Gubal wrecks, エジプト',
    });
    const en = await json(`/api/spot/slug/${spot.slug}`, spotDetailSchema);
    expect(en).toMatchObject({
      description: 'A British armed merchant ship sunk in 1941.',
      descriptionLang: 'en',
      locationDescription: 'Strait of Gubal wrecks, Egypt',
    });
  });

  it('names its species in the language, the English one marked as such', async () => {
    const { content } = await json(
      `/api/spot/id/${spot.id}/sealife?lang=de`,
      spotSealifeListSchema,
    );
    // By the name the page shows: the German name, else the scientific one ('Testus …').
    expect(content).toMatchObject([
      { commonName: 'Masked butterflyfish', commonNameLang: 'en' },
      { commonName: 'Walhai', commonNameLang: 'de', scientificName: whaleShark.scientific_name },
    ]);
  });

  it('refuses a language it does not offer, naming the field', async () => {
    await expectRejectedQueries(t, `/api/spot/slug/${spot.slug}`, [['lang=xx', 'lang']]);
    await expectRejectedQueries(t, '/api/sealife', [['lang=en', 'lang']]);
  });
});

describe('lists in a language', () => {
  const view = 'ne=28,34&sw=27,33&sort=distance';

  it('give cards and sightings in the language, from the map index and from SQL alike', async () => {
    const sealife = `sealife=${whaleShark.slug},${untranslated.slug}`;
    for (const url of [`/api/spot?${view}&${sealife}`, `/api/spot?country=egypt&${sealife}`]) {
      const de = await spotPage(t, `${url}&lang=de`);
      expect(de.content[0]).toMatchObject({
        locationDescription: 'Wracks der Straße von Gubal, Ägypten',
        sightings: [
          { slug: untranslated.slug, commonName: 'Masked butterflyfish', commonNameLang: 'en' },
          { slug: whaleShark.slug, commonName: 'Walhai', commonNameLang: 'de', months: [5, 6] },
        ],
      });
      // Each language keeps its own cards.
      const en = await spotPage(t, url);
      expect(en.content[0]).toMatchObject({
        locationDescription: 'Strait of Gubal wrecks, Egypt',
        sightings: [
          { commonName: 'Masked butterflyfish', commonNameLang: 'en' },
          { commonName: 'Whale shark', commonNameLang: 'en' },
        ],
      });
    }
  });

  it('name nearby spots’ places in the language', async () => {
    const { content } = await json('/api/spot/nearby?lat=27.8&lng=33.9&lang=ja', spotListSchema);
    expect(content[0]?.locationDescription).toBe('Strait of Gubal wrecks, エジプト');
  });

  it('name the marine-life filter’s species in the language', async () => {
    const config = await json(
      '/api/filter/configuration/DIVE_SPOT?lang=de',
      filterConfigurationSchema,
    );
    const sealife = config.filters.find((f) => f.name === 'sealife');
    expect(sealife?.options).toEqual(
      expect.arrayContaining([
        { value: whaleShark.slug, display: 'Walhai', lang: 'de' },
        { value: untranslated.slug, display: 'Masked butterflyfish', lang: 'en' },
      ]),
    );
  });
});

describe('species in a language', () => {
  it('give the page’s name, description and places in the language', async () => {
    const de = await json(`/api/sealife/${whaleShark.slug}?lang=de`, speciesDetailSchema);
    expect(de).toMatchObject({
      commonName: 'Walhai',
      commonNameLang: 'de',
      description: 'Der größte Fisch im Meer.',
      descriptionLang: 'de',
      spots: [{ slug: spot.slug, locationDescription: 'Wracks der Straße von Gubal, Ägypten' }],
    });
    const butterfly = await json(`/api/sealife/id/${untranslated.id}?lang=de`, speciesDetailSchema);
    expect(butterfly).toMatchObject({
      commonName: 'Masked butterflyfish',
      commonNameLang: 'en',
      descriptionLang: 'de',
    });
  });

  it('are found by their name in the language', async () => {
    const page = await json('/api/sealife?q=walhai&lang=de', speciesPageSchema);
    expect(page.content.map((s) => s.slug)).toEqual([whaleShark.slug]);
    const search = await json('/api/sealife/search?q=walh&lang=de', speciesListSchema);
    expect(search.content.map((s) => s.commonName)).toEqual(['Walhai']);
    expect((await json('/api/sealife?q=walhai', speciesPageSchema)).content).toEqual([]);
  });
});

describe('a region in a language', () => {
  it('gives its name, description, country and species in the language', async () => {
    const de = await json(`/api/regions/${region.slug}?lang=de`, regionDetailSchema);
    expect(de).toMatchObject({
      name: 'Wracks der Straße von Gubal',
      description: 'Der südliche Golf von Suez.',
      descriptionLang: 'de',
      countryName: 'Ägypten',
      country: { name: 'Ägypten' },
      spots: [{ regionName: 'Wracks der Straße von Gubal' }],
    });
    expect(de.species).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ commonName: 'Walhai', commonNameLang: 'de' }),
        expect.objectContaining({ commonName: 'Masked butterflyfish', commonNameLang: 'en' }),
      ]),
    );
    const fr = await json(
      `/api/countries/egypt/regions/${region.slug}?lang=fr`,
      regionDetailSchema,
    );
    expect(fr).toMatchObject({
      name: 'Strait of Gubal wrecks',
      descriptionLang: 'en',
      countryName: 'Égypte',
    });
  });
});

describe('pages in a language', () => {
  it('come with their record in the page’s language, saying which', async () => {
    const res = await t.get(`/spots/${spot.slug}?lang=de`);
    expect(res.statusCode).toBe(200);
    // Under the key of the app's query in that language: the app uses it only while it shows it.
    expect(sentAnswer(res.body, spotKey({ slug: spot.slug }, 'de'))).toMatchObject({
      descriptionLang: 'de',
      locationDescription: expect.stringContaining('Ägypten') as string,
    });
    const species = await t.get(`/marine-life/${whaleShark.slug}`, { 'Accept-Language': 'ja' });
    expect(sentAnswer(species.body, speciesKey(whaleShark.slug, 'ja'))).toMatchObject({
      commonNameLang: 'en',
    });
  });
});
