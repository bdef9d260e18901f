import { sql, type Kysely } from 'kysely';

/*
 * The first seed held made-up "Sample … Divers" listings next to the real dive centers, and
 * visitors met them on spot pages, in search and on center pages as if they were real. They go
 * from every database seeded with them; the search index follows through its delete trigger.
 * A fresh database runs this before its seed, which no longer holds them: nothing to delete.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM dive_center WHERE sample`.execute(db);
}

/** The listings were invented: there is nothing worth putting back. */
export async function down(): Promise<void> {}
