import type { Kysely } from 'kysely';
import type { FeaturedDestination } from '@divespot/shared/destinations';
import type { Database } from '../../db/schema.ts';

export async function listFeaturedDestinations(
  db: Kysely<Database>,
): Promise<FeaturedDestination[]> {
  // The country's code lets the page name it in the reader's language.
  const rows = await db
    .selectFrom('featured_destination as d')
    .leftJoin('country as c', 'c.name', 'd.country')
    .select([
      'd.slug',
      'd.name',
      'd.country',
      'c.code as countryCode',
      'd.tagline',
      'd.north',
      'd.east',
      'd.south',
      'd.west',
      'd.zoom',
    ])
    .orderBy('d.position')
    .execute();
  return rows.map(({ north, east, south, west, ...rest }) => ({
    ...rest,
    bounds: { north, east, south, west },
  }));
}
