import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Adds a bare test spot at a point (flagged synthetic, so it stays out of real-only lists) and
 * returns its id: for tests that need spots in a particular place, e.g. on both sides of ±180°.
 */
export async function insertTestSpot(
  db: Kysely<Database>,
  s: { slug: string; latitude: number; longitude: number },
): Promise<number> {
  const row = await db
    .insertInto('spot')
    .values({
      ...s,
      name: `Test ${s.slug}`,
      location: sql`point(${s.longitude}, ${s.latitude})`,
      activities: ['scuba'],
      source: 'synthetic',
      license: 'CC0-1.0',
      synthetic: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
