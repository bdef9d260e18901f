import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The columns every spot response is built from, joined with its country and region. */
function spotRows(db: Kysely<Database>) {
  return db
    .selectFrom('spot')
    .leftJoin('country', 'country.id', 'spot.country_id')
    .leftJoin('region', 'region.id', 'spot.region_id')
    .select([
      'spot.id',
      'spot.slug',
      'spot.name',
      'spot.description',
      'spot.latitude',
      'spot.longitude',
      'spot.entry',
      'spot.site_type',
      'spot.water_type',
      'spot.depth_min',
      'spot.depth_max',
      'spot.level',
      'spot.activities',
      'spot.visibility_min',
      'spot.visibility_max',
      'spot.current',
      'spot.water_temp_c',
      'spot.best_months',
      'spot.certification',
      'spot.facilities',
      'spot.tags',
      'spot.rating',
      'spot.review_count',
      'spot.source',
      'spot.license',
      'spot.attribution',
      'spot.synthetic',
      'country.code as country_code',
      'country.name as country_name',
      'country.slug as country_slug',
      'region.slug as region_slug',
      'region.name as region_name',
    ]);
}

type SpotQuery = ReturnType<typeof spotRows>;
export type SpotRow = SpotQuery extends SelectQueryBuilder<Database, never, infer O> ? O : never;

export const findSpotById = (db: Kysely<Database>, id: number) =>
  spotRows(db).where('spot.id', '=', id).executeTakeFirst();

export const findSpotBySlug = (db: Kysely<Database>, slug: string) =>
  spotRows(db).where('spot.slug', '=', slug).executeTakeFirst();

/** A uniformly random real (non-synthetic) spot. */
export async function findRandomSpot(db: Kysely<Database>) {
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM spot WHERE NOT synthetic
    OFFSET floor(random() * (SELECT count(*) FROM spot WHERE NOT synthetic)) LIMIT 1`.execute(db);
  const id = rows[0]?.id;
  return id === undefined ? undefined : findSpotById(db, id);
}

/**
 * Spots within `radiusKm` of a point, nearest first, with their distance in km. `earth_box`
 * narrows the candidates with the GiST index on ll_to_earth before the exact distance check.
 */
export async function findSpotsNear(
  db: Kysely<Database>,
  near: { lat: number; lng: number; radiusKm: number; limit: number; excludeId?: number },
) {
  const meters = near.radiusKm * 1000;
  const centre = sql`ll_to_earth(${near.lat}, ${near.lng})`;
  const distance = sql<number>`earth_distance(${centre}, ll_to_earth(spot.latitude, spot.longitude))`;
  return spotRows(db)
    .select(sql<number>`${distance} / 1000`.as('distance_km'))
    .where(
      sql<boolean>`earth_box(${centre}, ${meters}) @> ll_to_earth(spot.latitude, spot.longitude)`,
    )
    .where(sql<boolean>`${distance} <= ${meters}`)
    .$if(near.excludeId !== undefined, (q) => q.where('spot.id', '!=', near.excludeId ?? 0))
    .orderBy(distance)
    .limit(near.limit)
    .execute();
}
