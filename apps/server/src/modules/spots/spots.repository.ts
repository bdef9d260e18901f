import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { preparedStatement } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';
import { earthNumber, earthPoint } from '../../db/earth.ts';

/** The columns every spot response is built from, joined with its country and region. */
export function spotRows(db: Kysely<Database>) {
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
      'spot.altitude',
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
      'spot.region_id',
      'region.slug as region_slug',
      'region.name as region_name',
    ]);
}

type SpotQuery = ReturnType<typeof spotRows>;
export type SpotRow = SpotQuery extends SelectQueryBuilder<Database, never, infer O> ? O : never;

/**
 * A spot's page: its row, with the ids of its uploaded photos in their order (the pictures an
 * admin added; migration 0002's `image` rows of owner 'spot').
 */
function spotDetailRows(db: Kysely<Database>) {
  return spotRows(db).select(
    sql<number[]>`ARRAY(SELECT image.id::int FROM image
      WHERE image.owner_type = 'spot' AND image.owner_id = spot.id
      ORDER BY image.position, image.id)`.as('photo_ids'),
  );
}

const spotById = preparedStatement(
  (db, id: number) => spotDetailRows(db).where('spot.id', '=', id),
  [0],
);
const spotBySlug = preparedStatement(
  (db, slug: string) => spotDetailRows(db).where('spot.slug', '=', slug),
  [''],
);

export const findSpotById = async (db: Kysely<Database>, id: number) =>
  (await spotById(db, id)).rows[0];

export const findSpotBySlug = async (db: Kysely<Database>, slug: string) =>
  (await spotBySlug(db, slug)).rows[0];

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
 * Every spot page asks for its neighbours, so the statement is prepared.
 */
export async function findSpotsNear(
  db: Kysely<Database>,
  near: { lat: number; lng: number; radiusKm: number; limit: number; excludeId?: number },
) {
  const { lat, lng, radiusKm, limit, excludeId } = near;
  // Ids start at 1, so excluding 0 excludes nothing.
  const [y, x, meters] = [lat, lng, radiusKm * 1000].map(earthNumber) as [number, number, number];
  return (await spotsNear(db, y, x, meters, limit, excludeId ?? 0)).rows;
}

const spotsNear = preparedStatement(
  (db, lat: number, lng: number, meters: number, limit: number, excludeId: number) => {
    const centre = sql`ll_to_earth(${lat}, ${lng})`;
    const point = sql`ll_to_earth(spot.latitude, spot.longitude)`;
    const distance = sql<number>`earth_distance(${centre}, ${point})`;
    // The nearest ids first, alone: a k-nearest-neighbour scan of the GiST index reads only
    // `limit` rows (the straight-line distance between ll_to_earth points orders exactly as the
    // distance over the surface). With the joins in the same query the planner sorts every spot
    // in the box instead: 300 ms among 100,000 synthetic spots, against 1 ms.
    const nearest = db
      .selectFrom('spot')
      .select('spot.id')
      .where(sql<boolean>`earth_box(${centre}, ${meters}) @> ${point}`)
      .where(sql<boolean>`${distance} <= ${meters}`)
      .where('spot.id', '!=', excludeId)
      .orderBy(sql`${point} <-> ${centre}`)
      .limit(limit);
    return spotRows(db)
      .select(sql<number>`${distance} / 1000`.as('distance_km'))
      .where('spot.id', 'in', nearest)
      .orderBy('distance_km')
      .orderBy('spot.id');
  },
  [0.5, 0.25, 1.5, 2, -1],
);

/** How many species divers see at the spot: a tiebreaker while few spots have ratings. */
const speciesCount = sql<number>`(SELECT count(*) FROM species_sighting ss WHERE ss.spot_id = spot.id)`;

/**
 * Real spots, best first: a Bayesian average that pulls ratings with few reviews towards 3.5
 * (so one 5-star review does not beat a hundred 4.8s), then the richest marine life. With a
 * point, only spots within `radiusKm`, with their distance.
 */
export async function findRecommendedSpots(
  db: Kysely<Database>,
  opts: { limit: number; near?: { lat: number; lng: number; radiusKm: number } },
) {
  const near = opts.near;
  const centre = near ? earthPoint(near) : sql`NULL`;
  const distance = sql<number>`earth_distance(${centre}, ll_to_earth(spot.latitude, spot.longitude))`;
  const meters = earthNumber((near?.radiusKm ?? 0) * 1000);
  return spotRows(db)
    .select(sql<number | null>`${near ? distance : sql`NULL::float8`} / 1000`.as('distance_km'))
    .where('spot.synthetic', '=', false)
    .$if(near !== undefined, (q) =>
      q
        .where(
          sql<boolean>`earth_box(${centre}, ${meters}) @> ll_to_earth(spot.latitude, spot.longitude)`,
        )
        .where(sql<boolean>`${distance} <= ${meters}`),
    )
    .orderBy(
      sql`(coalesce(spot.rating, 0) * spot.review_count + 3.5 * 5) / (spot.review_count + 5) DESC`,
    )
    .orderBy(speciesCount, 'desc')
    .$if(near !== undefined, (q) => q.orderBy(distance))
    .orderBy('spot.id')
    .limit(opts.limit)
    .execute();
}

/** Real spots with the most reviews, then the best rated, then the richest marine life. */
export const findPopularSpots = (
  db: Kysely<Database>,
  limit: number,
  except: readonly number[] = [],
) =>
  spotRows(db)
    .where('spot.synthetic', '=', false)
    .$if(except.length > 0, (q) => q.where('spot.id', 'not in', except))
    .orderBy('spot.review_count', 'desc')
    .orderBy(sql`spot.rating DESC NULLS LAST`)
    .orderBy(speciesCount, 'desc')
    .orderBy('spot.id')
    .limit(limit)
    .execute();

/**
 * Spots by their page views of the last `days` UTC days (today's included), most viewed first,
 * those with at least `minViews` only (docs/product/screens.md, trending spots): their ids.
 */
export async function findMostViewedSpotIds(
  db: Kysely<Database>,
  { days, minViews, limit }: { days: number; minViews: number; limit: number },
): Promise<number[]> {
  const rows = await db
    .selectFrom('analytics_day_spot')
    .select('spot_id')
    .where('day', '>=', sql<string>`(now() AT TIME ZONE 'UTC')::date - ${days - 1}::int`)
    .groupBy('spot_id')
    .having(sql`sum(views)`, '>=', minViews)
    .orderBy(sql`sum(views)`, 'desc')
    .orderBy('spot_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.spot_id);
}

/** Real spots of these ids, in no particular order. */
export const findRealSpotsByIds = async (db: Kysely<Database>, ids: readonly number[]) =>
  ids.length
    ? spotRows(db).where('spot.id', 'in', ids).where('spot.synthetic', '=', false).execute()
    : [];

export const findSpotsBySlugs = async (db: Kysely<Database>, slugs: readonly string[]) =>
  slugs.length ? spotRows(db).where('spot.slug', 'in', slugs).execute() : [];

export const spotExists = async (db: Kysely<Database>, id: number) =>
  (await db.selectFrom('spot').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

/** The species seen at a spot and in which months, by common name. */
export const findSpotSealife = (db: Kysely<Database>, spotId: number) =>
  db
    .selectFrom('species_sighting')
    .innerJoin('species', 'species.id', 'species_sighting.species_id')
    .select([
      'species.id',
      'species.slug',
      'species.common_name',
      'species.scientific_name',
      'species.group',
      'species_sighting.months',
    ])
    .where('species_sighting.spot_id', '=', spotId)
    .orderBy('species.common_name')
    .execute();

/** Sightings as the explore list's badges and the map's index read them: spot, species, months. */
export const sightingRows = (db: Kysely<Database>) =>
  db
    .selectFrom('species_sighting')
    .innerJoin('species', 'species.id', 'species_sighting.species_id')
    .select([
      'species_sighting.spot_id',
      'species_sighting.species_id',
      'species.slug',
      'species.common_name',
      'species.scientific_name',
      'species_sighting.months',
    ]);

/** The sightings of these species at these spots (a list page's, for its badges). */
export const findSightingsAt = (db: Kysely<Database>, spotIds: number[], slugs: string[]) =>
  sightingRows(db)
    .where('species_sighting.spot_id', 'in', spotIds)
    .where('species.slug', 'in', slugs)
    .orderBy('species.common_name')
    .execute();

/** Slugs of every real spot, for the sitemap. */
export const listRealSpotSlugs = async (db: Kysely<Database>) =>
  (
    await db
      .selectFrom('spot')
      .select('slug')
      .where('synthetic', '=', false)
      .orderBy('id')
      .execute()
  ).map((r) => r.slug);
