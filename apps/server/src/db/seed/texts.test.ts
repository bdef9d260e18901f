import { describe, expect, it } from 'vitest';
import { databaseForFile } from '../../test/test-app.ts';
import { loadSeedTexts } from './data/texts.ts';
import { seedDatabase } from './index.ts';

const testDatabase = databaseForFile('seeded');

const speciesText = (slug: string, language: string) =>
  testDatabase()
    .db.selectFrom('stored_text')
    .innerJoin('species', 'species.id', 'stored_text.subject_id')
    .select(['stored_text.field', 'stored_text.text', 'stored_text.origin'])
    .where('stored_text.subject', '=', 'species')
    .where('species.slug', '=', slug)
    .where('stored_text.language', '=', language)
    .orderBy('stored_text.field')
    .execute();

describe('the seed step of the translations', () => {
  it('stores every text of the files, named after their content', async () => {
    const { languages, digest } = loadSeedTexts();
    const done = await testDatabase().db.selectFrom('seed_run').select('name').execute();
    expect(done.map((r) => r.name)).toContain(`stored-texts-${digest}`);
    const de = languages.find((l) => l.language === 'de')!;
    expect(await speciesText('whale-shark', 'de')).toEqual([
      { field: 'common_name', text: de.species['whale-shark']!.commonName, origin: 'seed' },
      { field: 'description', text: de.species['whale-shark']!.description, origin: 'seed' },
    ]);
  });

  it('stores no common name where the language has none established', async () => {
    const ja = loadSeedTexts().languages.find((l) => l.language === 'ja')!;
    const nameless = Object.entries(ja.species).find(([, t]) => t.commonName === null);
    expect(nameless).toBeDefined();
    const fields = (await speciesText(nameless![0], 'ja')).map((r) => r.field);
    expect(fields).toEqual(['description']);
  });

  it('runs once for the same files', async () => {
    expect(await seedDatabase(testDatabase().db)).toEqual([]);
  });
});
