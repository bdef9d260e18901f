import type { Kysely } from 'kysely';
import { ACTIVITY_NAMES, type SpotDetail, type SpotSummary } from '@divespot/shared/spots';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import {
  findRandomSpot,
  findSpotById,
  findSpotBySlug,
  findSpotsNear,
  type SpotRow,
} from './spots.repository.ts';

const round1 = (n: number) => Math.round(n * 10) / 10;

function toSummary(row: SpotRow, distanceKm?: number): SpotSummary {
  const place = [row.region_name, row.country_name].filter(Boolean).join(', ');
  return {
    objectId: row.id,
    urlFullSlug: [row.country_slug ?? 'world', row.region_slug ?? 'area', row.slug].join('/'),
    name: row.name,
    latitude: row.latitude,
    longitude: row.longitude,
    // Photos and generated illustrations arrive with the images feature.
    coverImageLink: null,
    images: [],
    locationDescription: place || null,
    ...(distanceKm === undefined ? {} : { distance: round1(distanceKm) }),
    rating: row.rating,
    reviewCount: row.review_count,
    level: (row.level as SpotSummary['level']) ?? null,
    depth: { minDepth: row.depth_min, maxDepth: row.depth_max },
    activityTypes: row.activities.map((name) => ({
      name,
      displayName: ACTIVITY_NAMES[name] ?? name,
    })),
    scientificName: null,
    size: null,
    address: place || null,
    synthetic: row.synthetic,
  };
}

function toDetail(row: SpotRow): SpotDetail {
  return {
    ...toSummary(row),
    slug: row.slug,
    description: row.description,
    country:
      row.country_code && row.country_name && row.country_slug
        ? { code: row.country_code, name: row.country_name, slug: row.country_slug }
        : null,
    region:
      row.region_slug && row.region_name ? { slug: row.region_slug, name: row.region_name } : null,
    entry: row.entry,
    siteType: row.site_type,
    waterType: row.water_type,
    visibility:
      row.visibility_min !== null && row.visibility_max !== null
        ? { min: row.visibility_min, max: row.visibility_max }
        : null,
    current: row.current,
    waterTemperatureC: row.water_temp_c,
    bestMonths: row.best_months,
    certificationRequired: row.certification,
    facilities: row.facilities,
    tags: row.tags,
    source: { name: row.source, license: row.license, attribution: row.attribution },
  };
}

const orNotFound = (row: SpotRow | undefined): SpotDetail => {
  if (!row) throw notFound('No dive spot with that id or address.');
  return toDetail(row);
};

export const getSpotById = async (db: Kysely<Database>, id: number) =>
  orNotFound(await findSpotById(db, id));

/** `/{country}/{region}/{spot}`: the spot slug is unique, so it decides; the rest is cosmetic. */
export const getSpotBySlug = async (db: Kysely<Database>, slug: string) =>
  orNotFound(await findSpotBySlug(db, slug));

export const getRandomSpot = async (db: Kysely<Database>) => orNotFound(await findRandomSpot(db));

export async function getNearbySpots(
  db: Kysely<Database>,
  near: { lat: number; lng: number; radiusKm: number; limit: number },
): Promise<SpotSummary[]> {
  const rows = await findSpotsNear(db, near);
  return rows.map((row) => toSummary(row, row.distance_km));
}
