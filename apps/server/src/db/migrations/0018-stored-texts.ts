import { sql, type Kysely } from 'kysely';

/*
 * Stored texts in other languages (decision 0012): the name and description of a region, the
 * description of a spot, the common name and description of a species, each in Spanish, French,
 * German, Brazilian Portuguese or Japanese. English stays in the records' own columns and is what
 * a text without a translation shows. One row per text and language, so an admin console can edit
 * one at a time; `origin` says whether the seed wrote it (a later seed may improve it) or someone
 * edited it (the seed then leaves it alone).
 *
 * A record's translations go with it when it is deleted. Every change raises the counter of the
 * stored texts, which servers hold in memory, and of the spots, whose map index keeps the explore
 * list's cards with their region names and species names (migration 0005).
 */

const SUBJECTS = ['region', 'spot', 'species'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE stored_text (
    subject text NOT NULL,
    subject_id bigint NOT NULL,
    field text NOT NULL,
    language text NOT NULL CHECK (language IN ('es', 'fr', 'de', 'pt-BR', 'ja')),
    text text NOT NULL CHECK (btrim(text) <> ''),
    origin text NOT NULL DEFAULT 'edited' CHECK (origin IN ('seed', 'edited')),
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (subject, subject_id, field, language),
    CONSTRAINT stored_text_field CHECK (
      (subject = 'region' AND field IN ('name', 'description'))
      OR (subject = 'spot' AND field = 'description')
      OR (subject = 'species' AND field IN ('common_name', 'description'))
    )
  )`.execute(db);
  // Servers load one language at a time.
  await sql`CREATE INDEX stored_text_language_idx ON stored_text (language)`.execute(db);

  await sql`INSERT INTO change_counter (subject) VALUES ('texts')`.execute(db);
  for (const subject of ['texts', 'spots']) {
    await sql`
      CREATE TRIGGER ${sql.raw(`stored_text_${subject}_counter`)}
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stored_text
      FOR EACH STATEMENT EXECUTE FUNCTION change_counter_bump(${sql.lit(subject)})`.execute(db);
  }

  await sql`
    CREATE FUNCTION stored_text_forget() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM stored_text WHERE subject = TG_ARGV[0] AND subject_id = OLD.id;
      RETURN NULL;
    END $$`.execute(db);
  for (const subject of SUBJECTS) {
    await sql`
      CREATE TRIGGER ${sql.raw(`${subject}_stored_text_forget`)}
      AFTER DELETE ON ${sql.table(subject)}
      FOR EACH ROW EXECUTE FUNCTION stored_text_forget(${sql.lit(subject)})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const subject of SUBJECTS) {
    await sql`DROP TRIGGER ${sql.raw(`${subject}_stored_text_forget`)} ON ${sql.table(subject)}`.execute(
      db,
    );
  }
  await sql`DROP FUNCTION stored_text_forget()`.execute(db);
  await sql`DROP TABLE stored_text`.execute(db);
  await sql`DELETE FROM change_counter WHERE subject = 'texts'`.execute(db);
}
