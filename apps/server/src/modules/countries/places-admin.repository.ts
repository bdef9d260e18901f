import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A country as its description's editor opens it. */
export const findCountryRecord = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('country')
    .select(['id', 'slug', 'name', 'description', 'source', 'license'])
    .where('id', '=', id)
    .executeTakeFirst();

/** A region as its description's editor opens it, with its country. */
export const findRegionRecord = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('region')
    .innerJoin('country', 'country.id', 'region.country_id')
    .select([
      'region.id',
      'region.slug',
      'region.name',
      'region.description',
      'region.source',
      'region.license',
      'country.slug as country_slug',
      'country.name as country_name',
    ])
    .where('region.id', '=', id)
    .executeTakeFirst();

/** Sets the English description of a country or region; false when there is no such record. */
export async function updatePlaceDescription(
  db: Kysely<Database>,
  table: 'country' | 'region',
  id: number,
  description: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ description })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
