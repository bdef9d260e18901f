import type { Kysely } from 'kysely';
import { coverImageUrl } from '@divespot/shared/images';
import type {
  CountryDetail,
  CountrySummary,
  LocationSpot,
  RegionDetail,
  RegionSummary,
} from '@divespot/shared/locations';
import { ACTIVITY_NAMES, spotLevelSchema } from '@divespot/shared/spots';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { continentOf } from './continents.ts';
import {
  countDiveCenters,
  findCountries,
  findCountryId,
  findRegions,
  findRegionSpecies,
  findTopSpots,
  type CountryRow,
  type RegionRow,
  type TopSpotRow,
} from './countries.repository.ts';

/** Spots a country page lists and marks on its map. */
const COUNTRY_TOP_SPOTS = 8;
const REGION_SPOTS = 50;
const REGION_SPECIES = 12;

const boundsOf = (r: { north: number; east: number; south: number; west: number }) => ({
  north: r.north,
  east: r.east,
  south: r.south,
  west: r.west,
});

function toCountry(row: CountryRow): CountrySummary {
  return {
    objectId: row.id,
    code: row.code,
    slug: row.slug,
    name: row.name,
    continent: continentOf(row.code),
    latitude: row.latitude,
    longitude: row.longitude,
    bounds: boundsOf(row),
    spotCount: row.spot_count,
    regionCount: row.region_count,
    diveCenterCount: row.center_count,
    coverImageLink: coverImageUrl('country', row.id),
  };
}

function toRegion(row: RegionRow): RegionSummary {
  return {
    objectId: row.id,
    slug: row.slug,
    name: row.name,
    countrySlug: row.country_slug,
    countryName: row.country_name,
    countryCode: row.country_code,
    bounds: boundsOf(row),
    spotCount: row.spot_count,
    coverImageLink: coverImageUrl('region', row.id),
  };
}

function toSpot(row: TopSpotRow): LocationSpot {
  const level = spotLevelSchema.safeParse(row.level);
  return {
    objectId: row.id,
    slug: row.slug,
    name: row.name,
    latitude: row.latitude,
    longitude: row.longitude,
    level: level.success ? level.data : null,
    depth: { minDepth: row.depth_min, maxDepth: row.depth_max },
    rating: row.rating,
    reviewCount: row.review_count,
    activityTypes: row.activities.map((name) => ({
      name,
      displayName: ACTIVITY_NAMES[name] ?? name,
    })),
    regionName: row.region_name,
    coverImageLink: coverImageUrl('spot', row.id),
  };
}

/** Regions that have spots come first: they are the ones worth opening. */
const withSpotsFirst = (regions: RegionSummary[]) =>
  [...regions].sort((a, b) => Number(b.spotCount > 0) - Number(a.spotCount > 0));

async function countryIdOrThrow(db: Kysely<Database>, key: string) {
  const id = await findCountryId(db, key);
  if (id === undefined) throw notFound('No country with that slug, code or id.');
  return id;
}

export async function listCountries(
  db: Kysely<Database>,
  query: { q?: string; withSpots?: boolean },
): Promise<CountrySummary[]> {
  return (await findCountries(db, query)).map(toCountry);
}

export async function getCountry(db: Kysely<Database>, key: string): Promise<CountryDetail> {
  const id = await countryIdOrThrow(db, key);
  const [rows, regions, spots] = await Promise.all([
    findCountries(db, { id }),
    findRegions(db, { countryId: id }),
    findTopSpots(db, { countryId: id }, COUNTRY_TOP_SPOTS),
  ]);
  const row = rows[0];
  if (!row) throw notFound('No country with that slug, code or id.');
  return {
    ...toCountry(row),
    // Countries have no text of their own yet; the field is part of the contract for when they do.
    description: null,
    regions: withSpotsFirst(regions.map(toRegion)),
    topSpots: spots.map(toSpot),
  };
}

export async function listCountryRegions(db: Kysely<Database>, key: string) {
  const countryId = await countryIdOrThrow(db, key);
  return withSpotsFirst((await findRegions(db, { countryId })).map(toRegion));
}

export async function listRegions(
  db: Kysely<Database>,
  query: { country?: string; q?: string },
): Promise<RegionSummary[]> {
  const countryId = query.country ? await countryIdOrThrow(db, query.country) : undefined;
  return (await findRegions(db, { countryId, q: query.q })).map(toRegion);
}

async function regionDetail(db: Kysely<Database>, row: RegionRow): Promise<RegionDetail> {
  const [spots, species, diveCenterCount] = await Promise.all([
    findTopSpots(db, { regionId: row.id }, REGION_SPOTS),
    findRegionSpecies(db, row.id, REGION_SPECIES),
    countDiveCenters(db, { regionId: row.id }),
  ]);
  return {
    ...toRegion(row),
    description: row.description,
    country: {
      objectId: row.country_id,
      code: row.country_code,
      slug: row.country_slug,
      name: row.country_name,
    },
    spots: spots.map(toSpot),
    species: species.map((s) => ({
      objectId: s.id,
      slug: s.slug,
      commonName: s.common_name,
      scientificName: s.scientific_name,
      group: s.group,
      spotCount: s.spot_count,
      coverImageLink: coverImageUrl('species', s.id),
    })),
    diveCenterCount,
  };
}

const regionNotFound = () => notFound('No dive region with that slug or id.');

/** `/api/regions/{slug-or-id}`. */
export async function getRegion(db: Kysely<Database>, key: string): Promise<RegionDetail> {
  const isId = /^\d{1,15}$/.test(key);
  const [row] = await findRegions(db, isId ? { id: Number(key) } : { slug: key.toLowerCase() });
  if (!row) throw regionNotFound();
  return regionDetail(db, row);
}

/** `/api/countries/{country}/regions/{region}`: the region must lie in that country. */
export async function getCountryRegion(
  db: Kysely<Database>,
  countryKey: string,
  regionKey: string,
): Promise<RegionDetail> {
  const countryId = await countryIdOrThrow(db, countryKey);
  const isId = /^\d{1,15}$/.test(regionKey);
  const [row] = await findRegions(db, {
    countryId,
    ...(isId ? { id: Number(regionKey) } : { slug: regionKey.toLowerCase() }),
  });
  if (!row) throw regionNotFound();
  return regionDetail(db, row);
}

/** Countries and regions with real spots, for the sitemap and the head resolvers. */
export async function indexableLocationPaths(db: Kysely<Database>) {
  const [countries, regions] = await Promise.all([
    findCountries(db, { withSpots: true }),
    findRegions(db, {}),
  ]);
  return {
    countries: countries.map((c) => c.slug),
    regions: regions.filter((r) => r.spot_count > 0).map((r) => [r.country_slug, r.slug] as const),
  };
}
