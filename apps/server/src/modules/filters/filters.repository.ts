import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/*
 * Distinct values present in the data, for filter options. Synthetic scale-test spots are left
 * out: they only repeat values real spots have, and would make these scans 100,000 rows long.
 */

const distinct = async (query: Promise<{ value: string | null }[]>) =>
  (await query).map((r) => r.value).filter((v): v is string => v !== null && v !== '');

/** Distinct values of a text column of real spots. */
export const spotColumnValues = (
  db: Kysely<Database>,
  column: 'site_type' | 'entry' | 'water_type' | 'current' | 'certification' | 'level',
) =>
  distinct(
    db
      .selectFrom('spot')
      .select(sql<string | null>`${sql.ref(column)}`.as('value'))
      .distinct()
      .where('synthetic', '=', false)
      .execute(),
  );

/** Distinct elements of an array column of real spots. */
export const spotArrayValues = (db: Kysely<Database>, column: 'activities' | 'facilities') =>
  distinct(
    sql<{ value: string | null }>`
      SELECT DISTINCT unnest(${sql.ref(column)}) AS value FROM spot WHERE NOT synthetic`
      .execute(db)
      .then((r) => r.rows),
  );

export const speciesColumnValues = (db: Kysely<Database>, column: 'group' | 'iucn') =>
  distinct(
    db
      .selectFrom('species')
      .select(sql<string | null>`${sql.ref(`species.${column}`)}`.as('value'))
      .distinct()
      .execute(),
  );

export const centerArrayValues = (
  db: Kysely<Database>,
  column: 'services' | 'agencies' | 'languages',
) =>
  distinct(
    sql<{
      value: string | null;
    }>`SELECT DISTINCT unnest(${sql.ref(column)}) AS value FROM dive_center`
      .execute(db)
      .then((r) => r.rows),
  );

/**
 * Species divers see at real spots, most widely seen first (then A–Z): the sealife filter's
 * options. Synthetic spots only repeat the sightings of the real spots they sit near.
 */
export const seenSpecies = (db: Kysely<Database>) =>
  db
    .selectFrom('species')
    .innerJoin('species_sighting', 'species_sighting.species_id', 'species.id')
    .innerJoin('spot', 'spot.id', 'species_sighting.spot_id')
    .select(['species.id', 'species.slug', 'species.common_name'])
    .where('spot.synthetic', '=', false)
    .groupBy(['species.id', 'species.slug', 'species.common_name'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('species.common_name')
    .execute();
