import { sql, type Kysely } from 'kysely';

/*
 * The admin console edits content (docs/product/admin.md#content).
 *
 * - Countries get a description, in English here and in other languages as stored texts
 *   (migration 0018), which a country's deletion takes with it like the others'.
 * - One change counter, `content`, rises with every statement that changes anything a public
 *   answer shows: spots, countries, regions, species and their sightings, dive centers,
 *   articles, pictures and stored texts. Every server compares it with the one it last read at
 *   most a quarter of a second ago and forgets the answers it keeps (spot pages, search, page
 *   heads, the sitemap) when it moved, so an edit shows on every instance within a second.
 */

const CONTENT_TABLES = [
  'spot',
  'country',
  'region',
  'species',
  'species_sighting',
  'dive_center',
  'article',
  'image',
  'stored_text',
] as const;

const FIELDS_BEFORE = `(subject = 'region' AND field IN ('name', 'description'))
      OR (subject = 'spot' AND field = 'description')
      OR (subject = 'species' AND field IN ('common_name', 'description'))`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE country ADD COLUMN description text`.execute(db);
  await sql`ALTER TABLE stored_text DROP CONSTRAINT stored_text_field`.execute(db);
  await sql`ALTER TABLE stored_text ADD CONSTRAINT stored_text_field CHECK (
      ${sql.raw(FIELDS_BEFORE)}
      OR (subject = 'country' AND field = 'description'))`.execute(db);
  await sql`
    CREATE TRIGGER country_stored_text_forget
    AFTER DELETE ON country
    FOR EACH ROW EXECUTE FUNCTION stored_text_forget('country')`.execute(db);

  await sql`INSERT INTO change_counter (subject) VALUES ('content')`.execute(db);
  for (const table of CONTENT_TABLES) {
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_content_counter`)}
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION change_counter_bump('content')`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of CONTENT_TABLES) {
    await sql`DROP TRIGGER ${sql.raw(`${table}_content_counter`)} ON ${sql.table(table)}`.execute(
      db,
    );
  }
  await sql`DELETE FROM change_counter WHERE subject = 'content'`.execute(db);
  await sql`DROP TRIGGER country_stored_text_forget ON country`.execute(db);
  await sql`DELETE FROM stored_text WHERE subject = 'country'`.execute(db);
  await sql`ALTER TABLE stored_text DROP CONSTRAINT stored_text_field`.execute(db);
  await sql`ALTER TABLE stored_text ADD CONSTRAINT stored_text_field CHECK (
      ${sql.raw(FIELDS_BEFORE)})`.execute(db);
  await sql`ALTER TABLE country DROP COLUMN description`.execute(db);
}
