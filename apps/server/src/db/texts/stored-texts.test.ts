import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildRegion } from '../../test/builders/build-region.ts';
import { buildSpecies } from '../../test/builders/build-species.ts';
import { buildSpot } from '../../test/builders/build-spot.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import type { DatabaseHandle } from '../database.ts';
import { StoredTexts } from './stored-texts.ts';
import {
  deleteStoredText,
  seedStoredTexts,
  storedTextsVersion,
  upsertStoredText,
} from './stored-texts.repository.ts';

let database: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase({ from: 'migrated' }));
});
afterAll(() => drop());
afterEach(() => vi.useRealTimers());

const rows = (subject: 'spot' | 'species', subjectId: number) =>
  database.db
    .selectFrom('stored_text')
    .select(['field', 'language', 'text', 'origin'])
    .where('subject', '=', subject)
    .where('subject_id', '=', subjectId)
    .orderBy('field')
    .orderBy('language')
    .execute();

describe('stored texts', () => {
  it('answer a translation where there is one, else the English, saying which', async () => {
    const species = await buildSpecies(database.db, { common_name: 'Whale shark' });
    await upsertStoredText(database.db, {
      subject: 'species',
      subjectId: species.id,
      field: 'common_name',
      language: 'de',
      text: 'Walhai',
    });
    const de = await new StoredTexts(database.db).in('de');
    expect(de.text('species', species.id, 'common_name', 'Whale shark')).toEqual({
      text: 'Walhai',
      lang: 'de',
    });
    expect(de.text('species', species.id, 'description', 'A big fish.')).toEqual({
      text: 'A big fish.',
      lang: 'en',
    });
    const ja = await new StoredTexts(database.db).in('ja');
    expect(ja.text('species', species.id, 'common_name', 'Whale shark')).toEqual({
      text: 'Whale shark',
      lang: 'en',
    });
    const en = await new StoredTexts(database.db).in('en-US');
    expect(en.text('species', species.id, 'common_name', 'Whale shark').lang).toBe('en');
  });

  it('name countries in the language from their ISO code, and keep our English in English', async () => {
    const texts = new StoredTexts(database.db);
    const place = { region_id: null, region_name: 'Ras Mohammed', country_code: 'EG' };
    expect((await texts.in('de')).place({ ...place, country_name: 'Egypt' })).toBe(
      'Ras Mohammed, Ägypten',
    );
    expect((await texts.in('ja')).place({ ...place, country_name: 'Egypt' })).toBe(
      'Ras Mohammed, エジプト',
    );
    expect((await texts.in('en-US')).place({ ...place, country_name: 'Egypt' })).toBe(
      'Ras Mohammed, Egypt',
    );
  });

  it('show an edit on a server holding the texts once it reads the counter again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const region = await buildRegion(database.db, { name: 'Ras Mohammed' });
    const texts = new StoredTexts(database.db);
    expect((await texts.in('fr')).regionName(region.id, 'Ras Mohammed')).toBe('Ras Mohammed');
    const before = await storedTextsVersion(database.db);
    await upsertStoredText(database.db, {
      subject: 'region',
      subjectId: region.id,
      field: 'name',
      language: 'fr',
      text: 'Ras Mohammed (parc national)',
    });
    expect(await storedTextsVersion(database.db)).toBeGreaterThan(before);
    // Within the second after a check the texts in memory answer.
    expect((await texts.in('fr')).regionName(region.id, 'Ras Mohammed')).toBe('Ras Mohammed');
    vi.advanceTimersByTime(1500);
    await vi.waitFor(async () =>
      expect((await texts.in('fr')).regionName(region.id, 'Ras Mohammed')).toBe(
        'Ras Mohammed (parc national)',
      ),
    );
    await deleteStoredText(database.db, {
      subject: 'region',
      subjectId: region.id,
      field: 'name',
      language: 'fr',
    });
    vi.advanceTimersByTime(1500);
    await vi.waitFor(async () =>
      expect((await texts.in('fr')).regionName(region.id, 'Ras Mohammed')).toBe('Ras Mohammed'),
    );
  });

  it('go when their record is deleted', async () => {
    const spot = await buildSpot(database.db);
    await upsertStoredText(database.db, {
      subject: 'spot',
      subjectId: spot.id,
      field: 'description',
      language: 'ja',
      text: '美しいリーフ。',
    });
    expect(await rows('spot', spot.id)).toHaveLength(1);
    await database.db.deleteFrom('spot').where('id', '=', spot.id).execute();
    expect(await rows('spot', spot.id)).toEqual([]);
  });

  it('refuse a field the record does not have, a language not offered and an empty text', async () => {
    const spot = await buildSpot(database.db);
    const insert = (values: { field: string; language: string; text: string }) =>
      database.db
        .insertInto('stored_text')
        .values({ subject: 'spot', subject_id: spot.id, ...values } as never)
        .execute();
    await expect(insert({ field: 'common_name', language: 'de', text: 'x' })).rejects.toThrow(
      /stored_text_field/,
    );
    await expect(insert({ field: 'description', language: 'en-US', text: 'x' })).rejects.toThrow();
    await expect(insert({ field: 'description', language: 'de', text: '  ' })).rejects.toThrow();
  });

  it('from the seed replace the seed’s earlier texts but never an edited one', async () => {
    const species = await buildSpecies(database.db);
    const text = (field: 'common_name' | 'description', value: string) => ({
      subject: 'species' as const,
      subjectId: species.id,
      field,
      language: 'es' as const,
      text: value,
    });
    await seedStoredTexts(database.db, [
      text('common_name', 'Tiburón'),
      text('description', 'Un pez.'),
    ]);
    await upsertStoredText(database.db, text('common_name', 'Tiburón ballena'));
    await seedStoredTexts(database.db, [
      text('common_name', 'Tiburón de arrecife'),
      text('description', 'El pez más grande del mar.'),
    ]);
    expect(await rows('species', species.id)).toEqual([
      { field: 'common_name', language: 'es', text: 'Tiburón ballena', origin: 'edited' },
      { field: 'description', language: 'es', text: 'El pez más grande del mar.', origin: 'seed' },
    ]);
  });
});
