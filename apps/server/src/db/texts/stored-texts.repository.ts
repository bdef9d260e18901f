import type { Kysely } from 'kysely';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@divespot/shared/text-languages';
import type { Database, StoredTextTable } from '../schema.ts';

/** Which text of which record: a region's name, a spot's description … (migration 0018). */
export type StoredTextKey =
  | { subject: 'region'; subjectId: number; field: 'name' | 'description' }
  | { subject: 'spot'; subjectId: number; field: 'description' }
  | { subject: 'species'; subjectId: number; field: 'common_name' | 'description' }
  | { subject: 'country'; subjectId: number; field: 'description' };

export type StoredTextSubject = StoredTextTable['subject'];
export type StoredTextField = StoredTextTable['field'];

/** One text in one language. */
export type StoredText = StoredTextKey & { language: TranslatedLanguage; text: string };

/** The number every change to the stored texts raises (migration 0018). */
export async function storedTextsVersion(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('change_counter')
    .select('version')
    .where('subject', '=', 'texts')
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

/** Every stored text in one language. */
export function storedTextsIn(db: Kysely<Database>, language: TranslatedLanguage) {
  return db
    .selectFrom('stored_text')
    .select(['subject', 'subject_id', 'field', 'text'])
    .where('language', '=', language)
    .execute();
}

/**
 * Writes one text in one language, as an editor does (the admin console): it replaces what was
 * there, and a later seed leaves it alone.
 */
export async function upsertStoredText(db: Kysely<Database>, text: StoredText): Promise<void> {
  await db
    .insertInto('stored_text')
    .values(storedTextRow(text, 'edited'))
    .onConflict((oc) =>
      oc.columns(['subject', 'subject_id', 'field', 'language']).doUpdateSet((eb) => ({
        text: eb.ref('excluded.text'),
        origin: 'edited',
        updated_at: new Date(),
      })),
    )
    .execute();
}

/** Removes one text in one language: the record's English shows again. */
export async function deleteStoredText(
  db: Kysely<Database>,
  key: StoredTextKey & { language: TranslatedLanguage },
): Promise<void> {
  await db
    .deleteFrom('stored_text')
    .where('subject', '=', key.subject)
    .where('subject_id', '=', key.subjectId)
    .where('field', '=', key.field)
    .where('language', '=', key.language)
    .execute();
}

/**
 * Writes the seed's texts: new ones are added and the seed's own earlier texts replaced, while
 * a text someone edited stays as they left it.
 */
export async function seedStoredTexts(
  db: Kysely<Database>,
  texts: readonly StoredText[],
): Promise<void> {
  for (let i = 0; i < texts.length; i += 500) {
    await db
      .insertInto('stored_text')
      .values(texts.slice(i, i + 500).map((t) => storedTextRow(t, 'seed')))
      .onConflict((oc) =>
        oc
          .columns(['subject', 'subject_id', 'field', 'language'])
          .doUpdateSet((eb) => ({ text: eb.ref('excluded.text'), updated_at: new Date() }))
          .where('stored_text.origin', '=', 'seed')
          .where((eb) => eb('stored_text.text', 'is distinct from', eb.ref('excluded.text'))),
      )
      .execute();
  }
}

function storedTextRow(text: StoredText, origin: 'seed' | 'edited') {
  return {
    subject: text.subject,
    subject_id: text.subjectId,
    field: text.field,
    language: text.language,
    text: text.text,
    origin,
  };
}

/**
 * Sets one field's translations of a record as an editor left them: a language with a text
 * gets it, a language given as null loses its text (the English shows), a language left out is
 * not touched.
 */
export async function writeTranslations(
  db: Kysely<Database>,
  key: StoredTextKey,
  translations: Partial<Record<TranslatedLanguage, string | null>>,
): Promise<void> {
  for (const [language, text] of Object.entries(translations) as [
    TranslatedLanguage,
    string | null | undefined,
  ][]) {
    if (text === undefined) continue;
    if (text === null) await deleteStoredText(db, { ...key, language });
    else await upsertStoredText(db, { ...key, language, text });
  }
}

/** A record's translations of one field, by language. */
export async function translationsOf(
  db: Kysely<Database>,
  key: StoredTextKey,
): Promise<Partial<Record<TranslatedLanguage, string>>> {
  const rows = await db
    .selectFrom('stored_text')
    .select(['language', 'text'])
    .where('subject', '=', key.subject)
    .where('subject_id', '=', key.subjectId)
    .where('field', '=', key.field)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.language, r.text]));
}

/**
 * Sets one field's translations as a form that holds them all sends them: a language with a
 * text gets it, a language given as null or left out loses its text (the English shows).
 */
export async function replaceTranslations(
  db: Kysely<Database>,
  key: StoredTextKey,
  translations: Partial<Record<TranslatedLanguage, string | null>>,
): Promise<void> {
  const every = TRANSLATED_LANGUAGES.map(
    (language) => [language, translations[language] ?? null] as const,
  );
  await writeTranslations(db, key, Object.fromEntries(every));
}
