import { sql, type Kysely } from 'kysely';
import { likeEscaped } from './like.ts';
import type { Database } from './schema.ts';

/** The tables whose records the console creates with a slug made from their name. */
export type SluggedTable = 'spot' | 'species' | 'dive_center';

/**
 * The slugs of `table` a new slug made from `base` must avoid: `base` itself and `base-…`.
 * New slugs of the table are then handed out one at a time until the transaction ends (a
 * transaction lock), so two records created at once with one name cannot both pick the same.
 */
export async function slugsTakenFor(
  db: Kysely<Database>,
  table: SluggedTable,
  base: string,
): Promise<string[]> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`${table}.slug`}))`.execute(db);
  const rows = await db
    .selectFrom(table)
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${likeEscaped(base)}-%`)]))
    .execute();
  return rows.map((r) => r.slug);
}
