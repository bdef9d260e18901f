import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, FeaturedDestinationTable } from '../../db/schema.ts';
import { nameOf, uniqueSlug } from './unique.ts';

export type BuiltFeaturedDestination = Selectable<FeaturedDestinationTable>;

/**
 * Adds a featured destination the way the seed does: a unique slug and name, a 2° box around
 * 0°, 0° at zoom 8 and the next free position unless overridden; returns its row.
 */
export async function buildFeaturedDestination(
  db: Kysely<Database>,
  overrides: Partial<Insertable<FeaturedDestinationTable>> = {},
): Promise<BuiltFeaturedDestination> {
  const slug = overrides.slug ?? uniqueSlug('destination');
  const last = await db
    .selectFrom('featured_destination')
    .select((eb) => eb.fn.max('position').as('position'))
    .executeTakeFirst();
  return db
    .insertInto('featured_destination')
    .values({
      name: nameOf(slug),
      country: 'Testland',
      tagline: `Dive the reefs of ${nameOf(slug)}.`,
      north: 1,
      east: 1,
      south: -1,
      west: -1,
      zoom: 8,
      position: Number(last?.position ?? 0) + 1,
      ...overrides,
      slug,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
