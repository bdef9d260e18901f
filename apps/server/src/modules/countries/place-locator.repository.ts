import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Every country with its box, to find the one a point is in. */
export function findCountryBoxes(db: Kysely<Database>) {
  return db
    .selectFrom('country')
    .select(['id', 'code', 'slug', 'name', 'north', 'south', 'east', 'west'])
    .orderBy('id')
    .execute();
}

/** A country's regions with their boxes (in id order: of equal boxes, the oldest wins). */
export function findRegionBoxes(db: Kysely<Database>, countryId: number) {
  return db
    .selectFrom('region')
    .select(['id', 'slug', 'name', 'north', 'south', 'east', 'west'])
    .where('country_id', '=', countryId)
    .orderBy('id')
    .execute();
}
