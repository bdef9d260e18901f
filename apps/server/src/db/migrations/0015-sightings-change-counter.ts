import { sql, type Kysely } from 'kysely';

/*
 * The spot map's index holds who is seen where and when (explore's sealife and month filters),
 * so a change to sightings, or to a species' slug, raises the spots' change counter too
 * (migration 0005) and every server reloads its index within about a second.
 */

const TABLES = ['species_sighting', 'species'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_change_counter`)}
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION change_counter_bump('spots')`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`DROP TRIGGER ${sql.raw(`${table}_change_counter`)} ON ${sql.table(table)}`.execute(
      db,
    );
  }
}
