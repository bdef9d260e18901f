import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** `%text%` for ILIKE with the user's own `%`, `_` and `\` taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Accent- and case-insensitive "name contains q". */
const nameMatches = (column: string, q: string) =>
  sql<boolean>`unaccent(${sql.ref(column)}) ILIKE unaccent(${containsPattern(q)})`;

/** Real spots per country / region, one grouped pass each instead of a count per row. */
function spotCounts(db: Kysely<Database>, by: 'country_id' | 'region_id') {
  return db
    .selectFrom('spot')
    .select([`spot.${by} as owner_id`, (eb) => eb.fn.countAll<string>().as('n')])
    .where('spot.synthetic', '=', false)
    .groupBy(`spot.${by}`)
    .as('spots');
}

/** Countries with their spot, region and dive-center counts, sorted by name. */
export function findCountries(
  db: Kysely<Database>,
  filter: { q?: string; withSpots?: boolean; id?: number },
) {
  const regions = db
    .selectFrom('region')
    .select(['country_id as owner_id', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('country_id')
    .as('regions');
  const centers = db
    .selectFrom('dive_center')
    .select(['country_id as owner_id', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('country_id')
    .as('centers');
  return db
    .selectFrom('country')
    .leftJoin(spotCounts(db, 'country_id'), 'spots.owner_id', 'country.id')
    .leftJoin(regions, 'regions.owner_id', 'country.id')
    .leftJoin(centers, 'centers.owner_id', 'country.id')
    .select([
      'country.id',
      'country.code',
      'country.slug',
      'country.name',
      'country.latitude',
      'country.longitude',
      'country.north',
      'country.east',
      'country.south',
      'country.west',
      sql<number>`coalesce(spots.n, 0)::int`.as('spot_count'),
      sql<number>`coalesce(regions.n, 0)::int`.as('region_count'),
      sql<number>`coalesce(centers.n, 0)::int`.as('center_count'),
    ])
    .$if(filter.id !== undefined, (q) => q.where('country.id', '=', filter.id ?? 0))
    .$if(!!filter.q, (q) =>
      q.where((eb) =>
        eb.or([
          nameMatches('country.name', filter.q ?? ''),
          eb('country.code', '=', (filter.q ?? '').toUpperCase()),
        ]),
      ),
    )
    .$if(!!filter.withSpots, (q) => q.where(sql<boolean>`coalesce(spots.n, 0) > 0`))
    .orderBy('country.name')
    .execute();
}
export type CountryRow = Awaited<ReturnType<typeof findCountries>>[number];

/** A country's own description, in English (its page shows it; lists do not). */
export async function findCountryDescription(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom('country')
    .select('description')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.description ?? null;
}

/** The id of a country addressed by numeric id, slug or ISO code. */
export async function findCountryId(db: Kysely<Database>, key: string) {
  const row = await db
    .selectFrom('country')
    .select('id')
    .where((eb) =>
      /^\d+$/.test(key) && key.length < 16
        ? eb('id', '=', Number(key))
        : eb.or([eb('slug', '=', key.toLowerCase()), eb('code', '=', key.toUpperCase())]),
    )
    .executeTakeFirst();
  return row?.id;
}

/** Regions with their country and real-spot count; regions with spots first, then by name. */
export function findRegions(
  db: Kysely<Database>,
  filter: { countryId?: number; q?: string; id?: number; slug?: string; slugs?: readonly string[] },
) {
  return db
    .selectFrom('region')
    .innerJoin('country', 'country.id', 'region.country_id')
    .leftJoin(spotCounts(db, 'region_id'), 'spots.owner_id', 'region.id')
    .select([
      'region.id',
      'region.slug',
      'region.name',
      'region.description',
      'region.north',
      'region.east',
      'region.south',
      'region.west',
      'country.id as country_id',
      'country.code as country_code',
      'country.slug as country_slug',
      'country.name as country_name',
      sql<number>`coalesce(spots.n, 0)::int`.as('spot_count'),
    ])
    .$if(filter.countryId !== undefined, (q) =>
      q.where('region.country_id', '=', filter.countryId ?? 0),
    )
    .$if(filter.id !== undefined, (q) => q.where('region.id', '=', filter.id ?? 0))
    .$if(filter.slug !== undefined, (q) => q.where('region.slug', '=', filter.slug ?? ''))
    .$if(filter.slugs !== undefined, (q) => q.where('region.slug', 'in', filter.slugs ?? []))
    .$if(!!filter.q, (q) => q.where(nameMatches('region.name', filter.q ?? '')))
    .orderBy('region.name')
    .execute();
}
export type RegionRow = Awaited<ReturnType<typeof findRegions>>[number];

/**
 * Best real spots of a country or region: best rated, then most reviewed, then (while few spots
 * have reviews) those with the most species recorded, the richest dives; by name last.
 */
export function findTopSpots(
  db: Kysely<Database>,
  where: { countryId: number } | { regionId: number },
  limit: number,
) {
  const sightings = db
    .selectFrom('species_sighting')
    .select(['spot_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('spot_id')
    .as('sightings');
  return db
    .selectFrom('spot')
    .leftJoin('region', 'region.id', 'spot.region_id')
    .leftJoin(sightings, 'sightings.spot_id', 'spot.id')
    .select([
      'spot.id',
      'spot.slug',
      'spot.name',
      'spot.latitude',
      'spot.longitude',
      'spot.level',
      'spot.depth_min',
      'spot.depth_max',
      'spot.rating',
      'spot.review_count',
      'spot.activities',
      'spot.region_id',
      'region.name as region_name',
    ])
    .where('spot.synthetic', '=', false)
    .where((eb) =>
      'countryId' in where
        ? eb('spot.country_id', '=', where.countryId)
        : eb('spot.region_id', '=', where.regionId),
    )
    .orderBy(sql`spot.rating DESC NULLS LAST`)
    .orderBy('spot.review_count', 'desc')
    .orderBy(sql`coalesce(sightings.n, 0)`, 'desc')
    .orderBy('spot.name')
    .limit(limit)
    .execute();
}
export type TopSpotRow = Awaited<ReturnType<typeof findTopSpots>>[number];

/** Species seen at most of a region's real spots. */
export function findRegionSpecies(db: Kysely<Database>, regionId: number, limit: number) {
  return db
    .selectFrom('species_sighting')
    .innerJoin('spot', 'spot.id', 'species_sighting.spot_id')
    .innerJoin('species', 'species.id', 'species_sighting.species_id')
    .select([
      'species.id',
      'species.slug',
      'species.common_name',
      'species.scientific_name',
      'species.group',
      sql<number>`count(DISTINCT spot.id)::int`.as('spot_count'),
    ])
    .where('spot.region_id', '=', regionId)
    .where('spot.synthetic', '=', false)
    .groupBy('species.id')
    .orderBy('spot_count', 'desc')
    .orderBy('species.common_name')
    .limit(limit)
    .execute();
}

export async function countDiveCenters(
  db: Kysely<Database>,
  where: { countryId: number } | { regionId: number },
) {
  const row = await db
    .selectFrom('dive_center')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where((eb) =>
      'countryId' in where
        ? eb('country_id', '=', where.countryId)
        : eb('region_id', '=', where.regionId),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
