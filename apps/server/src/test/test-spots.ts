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

/** Two spots off Fiji, one on each side of the antimeridian. */
export const FIJI_SPOTS = [
  { slug: 'test-fiji-west', latitude: -17.6, longitude: 178.6 },
  { slug: 'test-fiji-east', latitude: -17.4, longitude: -179.7 },
] as const;
