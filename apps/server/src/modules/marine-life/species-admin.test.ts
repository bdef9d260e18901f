import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSpecies, AdminSpeciesWrite } from '@divespot/shared/admin-content';
import type { Bookmarked, BookmarkFolder } from '@divespot/shared/bookmarks';
import type { SpeciesDetail } from '@divespot/shared/marine-life';
import type { SpotSealifeItem } from '@divespot/shared/spots';
import { createAdminTestApp, refusedFields, type AdminTestApp } from '../../test/admin-client.ts';
import { buildSpecies } from '../../test/builders/build-species.ts';
import { buildSpot } from '../../test/builders/build-spot.ts';

/** The console's species editor: POST, GET, PUT and DELETE /api/admin/species, through the API. */

let a: AdminTestApp;
let reef: { id: number; name: string };
let wall: { id: number; name: string };

beforeAll(async () => {
  a = await createAdminTestApp();
  reef = await buildSpot(a.t.database.db, { name: 'Coral Garden' });
  wall = await buildSpot(a.t.database.db, { name: 'Blue Wall' });
});
afterAll(() => a.t.close());

const form = (overrides: Partial<AdminSpeciesWrite> = {}): AdminSpeciesWrite => ({
  commonName: 'Spotted Sea Goblin',
  scientificName: 'Goblinus maculatus',
  group: 'bony-fish',
  family: 'Goblinidae',
  description: 'A small, well-hidden fish of sandy slopes.',
  translations: { de: 'Ein kleiner, gut versteckter Fisch sandiger Hänge.' },
  commonNameTranslations: { de: 'Gefleckter Meereskobold' },
  sizeCm: 12,
  depthMin: 3,
  depthMax: 30,
  iucn: 'LC',
  sightings: [{ spotId: reef.id, months: [7, 6, 8] }],
  ...overrides,
});

const create = (overrides: Partial<AdminSpeciesWrite> = {}) =>
  a.ok<AdminSpecies>('POST', '/api/admin/species', form(overrides), 201);

const sealifeAt = async (spotId: number, query = '') => {
  const res = await a.call('GET', `/api/spot/id/${spotId}/sealife${query}`, undefined, null);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: SpotSealifeItem[] }>().content;
};

const publicSpecies = (key: string | number, lang = '') =>
  a.call(
    'GET',
    `/api/sealife/${typeof key === 'number' ? `id/${key}` : key}${lang}`,
    undefined,
    null,
  );

describe('creating a species', () => {
  it('answers 201 with the species as stored; the guide and the spot show it at once', async () => {
    const created = await create();
    expect(created).toMatchObject({
      slug: 'spotted-sea-goblin',
      path: '/marine-life/spotted-sea-goblin',
      source: { name: 'divespot', license: 'CC-BY-4.0' },
      commonName: 'Spotted Sea Goblin',
      translations: { de: 'Ein kleiner, gut versteckter Fisch sandiger Hänge.' },
      commonNameTranslations: { de: 'Gefleckter Meereskobold' },
      sightings: [{ spotId: reef.id, spotName: 'Coral Garden', months: [6, 7, 8] }],
      images: [],
    });
    expect(await a.ok<AdminSpecies>('GET', `/api/admin/species/${created.id}`)).toEqual(created);

    const detail = (await publicSpecies('spotted-sea-goblin')).json<SpeciesDetail>();
    expect(detail.objectId).toBe(created.id);
    expect(detail.spots.map((s) => [s.objectId, s.months])).toEqual([[reef.id, [6, 7, 8]]]);
    const german = (await publicSpecies(created.id, '?lang=de')).json<SpeciesDetail>();
    expect(german).toMatchObject({
      commonName: 'Gefleckter Meereskobold',
      commonNameLang: 'de',
      description: 'Ein kleiner, gut versteckter Fisch sandiger Hänge.',
      descriptionLang: 'de',
    });
    const atReef = (await sealifeAt(reef.id, '?month=7')).find((s) => s.slug === created.slug);
    expect(atReef).toMatchObject({ months: [6, 7, 8], inSeason: true });

    const [entry] = await a.audit('species', created.id);
    expect(entry).toMatchObject({ action: 'species.create', before: null });
    expect(entry?.after).toMatchObject({
      slug: 'spotted-sea-goblin',
      sightings: created.sightings,
    });
  });

  it('gives a new species a slug of its own, and refuses a scientific name already used', async () => {
    const first = await create({ commonName: 'Twin Goby', scientificName: 'Gobius geminus' });
    const second = await create({ commonName: 'Twin Goby', scientificName: 'Gobius alter' });
    expect([first.slug, second.slug]).toEqual(['twin-goby', 'twin-goby-2']);
    const named = await a.call(
      'POST',
      '/api/admin/species',
      form({ commonName: 'Third Goby', scientificName: 'Gobius geminus' }),
    );
    expect(refusedFields(named)).toEqual({
      scientificName: 'is already the name of another species',
    });
  });

  it('refuses bad input with 400 naming each field and its reason, and writes nothing', async () => {
    const refused = async (overrides: Partial<AdminSpeciesWrite>) =>
      refusedFields(
        await a.call(
          'POST',
          '/api/admin/species',
          form({ scientificName: 'Refusus nullus', ...overrides }),
        ),
      );
    expect(await refused({ sightings: [{ spotId: reef.id, months: [13] }] })).toEqual({
      'sightings.0.months.0': 'must be a month from 1 to 12',
    });
    expect(
      await refused({
        sightings: [
          { spotId: reef.id, months: [1] },
          { spotId: reef.id, months: [2] },
        ],
      }),
    ).toEqual({ sightings: 'must list each spot once' });
    expect(
      await refused({
        sightings: [
          { spotId: wall.id, months: [1] },
          { spotId: 987_654, months: [2] },
        ],
      }),
    ).toEqual({ 'sightings.1.spotId': 'is not a known spot' });
    expect(await refused({ depthMin: 20, depthMax: 5 })).toEqual({
      depthMax: 'must be at least the shallowest depth',
    });
    expect(await refused({ group: 'dragon', sizeCm: -1 })).toEqual({
      group: expect.stringMatching(/^must be one of bony-fish, /) as string,
      sizeCm: 'must be between 0 and 5000',
    });
    expect(await refused({ commonName: '  ' })).toEqual({ commonName: 'is required' });
    const search = await a.call('GET', '/api/sealife?q=Refusus');
    expect(search.json<{ totalElements: number }>().totalElements).toBe(0);
  });
});

describe('editing a species', () => {
  it('replaces its fields, sightings and translations; the public answers show it at once', async () => {
    const species = await buildSpecies(a.t.database.db, {
      common_name: 'Striped Lurker',
      sightings: [{ spotId: reef.id, months: [1, 2] }],
    });
    await sealifeAt(reef.id); // answered once before the edit
    const edited = await a.ok<AdminSpecies>(
      'PUT',
      `/api/admin/species/${species.id}`,
      form({
        commonName: 'Banded Lurker',
        scientificName: species.scientific_name,
        translations: { de: 'Lauert im Sand.' },
        commonNameTranslations: {},
        sightings: [{ spotId: wall.id, months: [12, 11] }],
      }),
    );
    expect(edited).toMatchObject({
      slug: species.slug,
      commonName: 'Banded Lurker',
      sightings: [{ spotId: wall.id, spotName: 'Blue Wall', months: [11, 12] }],
    });

    const detail = (await publicSpecies(species.slug)).json<SpeciesDetail>();
    expect(detail.commonName).toBe('Banded Lurker');
    expect(detail.spots.map((s) => [s.objectId, s.months])).toEqual([[wall.id, [11, 12]]]);
    expect(detail.monthCounts).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1]);
    expect((await sealifeAt(reef.id)).map((s) => s.slug)).not.toContain(species.slug);
    const atWall = (await sealifeAt(wall.id, '?month=1')).find((s) => s.slug === species.slug);
    expect(atWall).toMatchObject({ months: [11, 12], inSeason: false });
    const german = (await publicSpecies(species.slug, '?lang=de')).json<SpeciesDetail>();
    expect(german).toMatchObject({
      description: 'Lauert im Sand.',
      descriptionLang: 'de',
      commonName: 'Banded Lurker',
      commonNameLang: 'en',
    });

    const [entry] = await a.audit('species', species.id);
    expect(entry).toMatchObject({ action: 'species.update' });
    expect(entry?.before).toMatchObject({
      commonName: 'Striped Lurker',
      sightings: [{ spotId: reef.id }],
    });
    expect(entry?.after).toMatchObject({
      commonName: 'Banded Lurker',
      sightings: [{ spotId: wall.id }],
    });
  });

  it('keeps only the translations the form holds, and the species as it was on a refusal', async () => {
    const species = await create({
      commonName: 'Quiet Wrasse',
      scientificName: 'Labrus tacitus',
      translations: { de: 'Ein stiller Lippfisch.', fr: 'Un labre discret.' },
      commonNameTranslations: { de: 'Stiller Lippfisch', ja: 'シズカベラ' },
    });
    const cleared = await a.ok<AdminSpecies>(
      'PUT',
      `/api/admin/species/${species.id}`,
      form({
        commonName: 'Quiet Wrasse',
        scientificName: 'Labrus tacitus',
        translations: { de: null, fr: 'Un labre discret.' },
        commonNameTranslations: { de: '' },
      }),
    );
    expect(cleared.translations).toEqual({ fr: 'Un labre discret.' });
    expect(cleared.commonNameTranslations).toEqual({});
    const refused = await a.call(
      'PUT',
      `/api/admin/species/${species.id}`,
      form({
        commonName: 'Loud Wrasse',
        scientificName: 'Labrus tacitus',
        sightings: [{ spotId: 123_456, months: [1] }],
      }),
    );
    expect(refusedFields(refused)).toEqual({ 'sightings.0.spotId': 'is not a known spot' });
    expect((await a.ok<AdminSpecies>('GET', `/api/admin/species/${species.id}`)).commonName).toBe(
      'Quiet Wrasse',
    );
  });
});

describe('deleting a species', () => {
  it('answers 204; the species, its sightings and divers’ saved items are gone, and the log says so', async () => {
    const species = await create({ commonName: 'Brief Blenny', scientificName: 'Blennius brevis' });
    const list = (
      await a.call('POST', '/api/bookmarks/folders', { name: 'Blennies' }, a.diver)
    ).json<BookmarkFolder>();
    const item = { objectId: species.id, type: 'MARINE_LIFE' };
    await a.call('POST', `/api/bookmarks/folders/${list.objectId}/items`, item, a.diver);
    const saved = `/api/bookmarks/items/MARINE_LIFE/${species.id}/bookmarked`;
    expect((await a.call('GET', saved, undefined, a.diver)).json<Bookmarked>().bookmarked).toBe(
      true,
    );

    expect((await a.call('DELETE', `/api/admin/species/${species.id}`)).statusCode).toBe(204);
    expect((await publicSpecies(species.slug)).statusCode).toBe(404);
    expect((await sealifeAt(reef.id)).map((s) => s.slug)).not.toContain(species.slug);
    expect((await a.call('GET', saved, undefined, a.diver)).json<Bookmarked>().bookmarked).toBe(
      false,
    );
    const [entry] = await a.audit('species', species.id);
    expect(entry).toMatchObject({ action: 'species.delete', after: null });
    expect(entry?.before).toMatchObject({ slug: species.slug });
  });

  it('answers 404 for an id of no species, on every call', async () => {
    const gone = 99_999;
    expect((await a.call('GET', `/api/admin/species/${gone}`)).statusCode).toBe(404);
    expect((await a.call('PUT', `/api/admin/species/${gone}`, form())).statusCode).toBe(404);
    expect((await a.call('DELETE', `/api/admin/species/${gone}`)).statusCode).toBe(404);
  });
});
