import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { lngRanges } from '../../lib/longitude.ts';
import type { Database } from '../../db/schema.ts';
import { countRows } from '../../db/count.ts';
import { earthNumber, earthPoint } from '../../db/earth.ts';

/** The columns every dive-center response is built from, joined with its country and region. */
function centerRows(db: Kysely<Database>) {
  return db
    .selectFrom('dive_center')
    .leftJoin('country', 'country.id', 'dive_center.country_id')
    .leftJoin('region', 'region.id', 'dive_center.region_id')
    .select([
      'dive_center.id',
      'dive_center.slug',
      'dive_center.name',
      'dive_center.sample',
      'dive_center.address',
      'dive_center.latitude',
      'dive_center.longitude',
      'dive_center.phone',
      'dive_center.email',
      'dive_center.website',
      'dive_center.agencies',
      'dive_center.services',
      'dive_center.languages',
      'dive_center.hours',
      'dive_center.rating',
      'dive_center.source',
      'dive_center.license',
      'country.code as country_code',
      'country.name as country_name',
      'country.slug as country_slug',
      'region.slug as region_slug',
      'region.name as region_name',
    ]);
}

type CenterQuery = ReturnType<typeof centerRows>;
export type CenterRow =
  CenterQuery extends SelectQueryBuilder<Database, never, infer O> ? O : never;

/** Best rated first, then by name. */
const inListOrder = (q: CenterQuery) =>
  q
    .orderBy(sql`dive_center.rating DESC NULLS LAST`)
    .orderBy('dive_center.name')
    .orderBy('dive_center.id');

export const findCenterById = (db: Kysely<Database>, id: number) =>
  centerRows(db).where('dive_center.id', '=', id).executeTakeFirst();

export const findCenterBySlug = (db: Kysely<Database>, slug: string) =>
  centerRows(db).where('dive_center.slug', '=', slug).executeTakeFirst();

/** A country by slug or ISO 3166 alpha-2 code (any case). */
export const findCountryId = (db: Kysely<Database>, key: string) =>
  db
    .selectFrom('country')
    .select('id')
    .where((eb) => eb.or([eb('slug', '=', key.toLowerCase()), eb('code', '=', key.toUpperCase())]))
    .executeTakeFirst();

export interface CenterFilter {
  q?: string;
  countryId?: number;
  services?: string[];
  agencies?: string[];
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function filtered(db: Kysely<Database>, f: CenterFilter): CenterQuery {
  let query = centerRows(db);
  if (f.q) {
    const pattern = `%${escapeLike(f.q)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('dive_center.name', 'ilike', pattern),
        eb('dive_center.address', 'ilike', pattern),
        eb('region.name', 'ilike', pattern),
        eb('country.name', 'ilike', pattern),
      ]),
    );
  }
  if (f.countryId !== undefined) query = query.where('dive_center.country_id', '=', f.countryId);
  if (f.services?.length) {
    // Every requested service must be offered.
    query = query.where(sql<boolean>`dive_center.services @> ${sql.val(f.services)}::text[]`);
  }
  if (f.agencies?.length) {
    // Any requested agency will do; agency names are matched without regard to case.
    const wanted = f.agencies.map((a) => a.toUpperCase());
    query = query.where(
      sql<boolean>`EXISTS (SELECT 1 FROM unnest(dive_center.agencies) a WHERE upper(a) = ANY(${sql.val(wanted)}::text[]))`,
    );
  }
  return query;
}

/** One page of centers matching the filter, with the total count. */
export async function searchCenters(
  db: Kysely<Database>,
  f: CenterFilter,
  page: { offset: number; limit: number },
) {
  const [rows, total] = await Promise.all([
    inListOrder(filtered(db, f)).offset(page.offset).limit(page.limit).execute(),
    countRows(filtered(db, f)),
  ]);
  return { rows, total };
}

/** Centers of one country, real first. Bounded: a country page lists them, it does not page. */
export const findCentersInCountry = (db: Kysely<Database>, countryId: number, limit = 500) =>
  inListOrder(centerRows(db).where('dive_center.country_id', '=', countryId))
    .limit(limit)
    .execute();

/**
 * Centers within `radiusKm` of a point, nearest first, with their distance in km. `earth_box`
 * narrows the candidates with the GiST index on ll_to_earth before the exact distance check.
 */
export async function findCentersNear(
  db: Kysely<Database>,
  near: { lat: number; lng: number; radiusKm: number; limit: number },
) {
  const meters = earthNumber(near.radiusKm * 1000);
  const centre = earthPoint(near);
  const here = sql`ll_to_earth(dive_center.latitude, dive_center.longitude)`;
  const distance = sql<number>`earth_distance(${centre}, ${here})`;
  return centerRows(db)
    .select(sql<number>`${distance} / 1000`.as('distance_km'))
    .where(sql<boolean>`earth_box(${centre}, ${meters}) @> ${here}`)
    .where(sql<boolean>`${distance} <= ${meters}`)
    .orderBy(distance)
    .orderBy('dive_center.id')
    .limit(near.limit)
    .execute();
}

export interface Bounds {
  north: number;
  east: number;
  south: number;
  west: number;
}

/** Centers inside the bounds (GiST on `location`, a point of (lng, lat)). */
export function findCentersInBounds(db: Kysely<Database>, b: Bounds, limit = 2000) {
  return db
    .selectFrom('dive_center')
    .select(['id', 'slug', 'name', 'sample', 'latitude', 'longitude', 'rating'])
    .where((eb) =>
      eb.or(
        lngRanges(b.west, b.east).map(
          ([w, e]) =>
            sql<boolean>`location <@ box(point(${w}, ${b.south}), point(${e}, ${b.north}))`,
        ),
      ),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Slugs of every center, for the sitemap. */
export const listCenterSlugs = (db: Kysely<Database>) =>
  db.selectFrom('dive_center').select('slug').orderBy('slug').execute();
