import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database, RegionTable } from '../../db/schema.ts';
import { DIVESPOT_LICENSE, DIVESPOT_SOURCE } from '../../db/seed/dive-content.ts';
import { buildCountry, type CountryOverrides } from './build-country.ts';
import { nameOf, uniqueSlug } from './unique.ts';

export type BuiltRegion = Selectable<RegionTable>;
export type RegionOverrides = Partial<Insertable<RegionTable>> & {
  /** The country to build when no `country_id` is given. */
  country?: CountryOverrides;
};

/**
 * Adds a region the way the seed does (building its country unless `country_id` is given), with
 * a unique slug and name and bounds of ±1° around the equator unless given; returns its row.
 */
export async function buildRegion(
  db: Kysely<Database>,
  { country, ...overrides }: RegionOverrides = {},
): Promise<BuiltRegion> {
  const slug = overrides.slug ?? uniqueSlug('region');
  const name = overrides.name ?? nameOf(slug);
  const countryId = overrides.country_id ?? (await buildCountry(db, country)).id;
  return db
    .insertInto('region')
    .values({
      name,
      description: `Diving around ${name}.`,
      north: 1,
      east: 1,
      south: -1,
      west: -1,
      source: DIVESPOT_SOURCE,
      license: DIVESPOT_LICENSE,
      ...overrides,
      slug,
      country_id: countryId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The region a built record lies in: the one `regionId` names, none when it is null, or a new one
 * built from `region` when it is not given.
 */
export async function regionOf(
  db: Kysely<Database>,
  regionId: number | null | undefined,
  region?: RegionOverrides,
): Promise<BuiltRegion | null> {
  if (regionId === undefined) return buildRegion(db, region);
  if (regionId === null) return null;
  return db.selectFrom('region').selectAll().where('id', '=', regionId).executeTakeFirstOrThrow();
}

/** The columns of a record's position: its coordinates (0°, 0° unless given) and point. */
export function positionColumns(latitude = 0, longitude = 0) {
  return { latitude, longitude, location: sql<string>`point(${longitude}, ${latitude})` };
}
