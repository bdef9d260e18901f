import type { Kysely } from 'kysely';
import type { FeaturedDestination } from '@divespot/shared/destinations';
import type { Database } from '../../db/schema.ts';

export async function listFeaturedDestinations(
  db: Kysely<Database>,
): Promise<FeaturedDestination[]> {
  const rows = await db
    .selectFrom('featured_destination')
    .select(['slug', 'name', 'country', 'tagline', 'north', 'east', 'south', 'west', 'zoom'])
    .orderBy('position')
    .execute();
  return rows.map(({ north, east, south, west, ...rest }) => ({
    ...rest,
    bounds: { north, east, south, west },
  }));
}
