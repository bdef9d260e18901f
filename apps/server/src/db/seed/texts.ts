import type { Transaction } from 'kysely';
import type { Database } from '../schema.ts';
import { seedStoredTexts, type StoredText } from '../texts/stored-texts.repository.ts';
import type { SeedTexts } from './data/texts.ts';
import { idsBySlug } from './dive-content.ts';

/**
 * The seed's translations as stored texts. A slug with no record here is skipped: the record was
 * deleted by hand, and its texts go with it (a test checks that every slug of the files is in the
 * dataset).
 */
export async function seedTexts(trx: Transaction<Database>, data: SeedTexts): Promise<void> {
  const [regions, spots, species] = await Promise.all([
    idsBySlug(trx, 'region'),
    idsBySlug(trx, 'spot'),
    idsBySlug(trx, 'species'),
  ]);
  const texts: StoredText[] = [];
  for (const { language, ...kinds } of data.languages) {
    for (const [slug, t] of Object.entries(kinds.regions)) {
      const subjectId = regions.get(slug);
      if (subjectId === undefined) continue;
      if (t.name)
        texts.push({ subject: 'region', subjectId, field: 'name', language, text: t.name });
      texts.push({
        subject: 'region',
        subjectId,
        field: 'description',
        language,
        text: t.description,
      });
    }
    for (const [slug, t] of Object.entries(kinds.spots)) {
      const subjectId = spots.get(slug);
      if (subjectId === undefined) continue;
      texts.push({
        subject: 'spot',
        subjectId,
        field: 'description',
        language,
        text: t.description,
      });
    }
    for (const [slug, t] of Object.entries(kinds.species)) {
      const subjectId = species.get(slug);
      if (subjectId === undefined) continue;
      if (t.commonName) {
        texts.push({
          subject: 'species',
          subjectId,
          field: 'common_name',
          language,
          text: t.commonName,
        });
      }
      texts.push({
        subject: 'species',
        subjectId,
        field: 'description',
        language,
        text: t.description,
      });
    }
  }
  if (texts.length) await seedStoredTexts(trx, texts);
}
