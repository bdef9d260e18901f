import { sql, type Kysely } from 'kysely';

/*
 * Change counters: a number per subject that every statement changing its tables raises, so a
 * server holding a copy of them in memory (the spot map's index) learns of any change, made by
 * any instance, the importer or an admin, with one primary-key read. Statement-level triggers:
 * an import of thousands of rows raises the counter once.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('change_counter')
    .addColumn('subject', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`INSERT INTO change_counter (subject) VALUES ('spots')`.execute(db);
  await sql`
    CREATE FUNCTION change_counter_bump() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE change_counter SET version = version + 1 WHERE subject = TG_ARGV[0];
      RETURN NULL;
    END $$`.execute(db);
  // The map shows spots with their country's and region's slugs.
  for (const table of ['spot', 'country', 'region']) {
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_change_counter`)}
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION change_counter_bump('spots')`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['spot', 'country', 'region']) {
    await sql`DROP TRIGGER ${sql.raw(`${table}_change_counter`)} ON ${sql.table(table)}`.execute(
      db,
    );
  }
  await sql`DROP FUNCTION change_counter_bump()`.execute(db);
  await db.schema.dropTable('change_counter').execute();
}
