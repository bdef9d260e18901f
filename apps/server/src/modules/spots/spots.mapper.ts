import { coverImageUrl } from '@divespot/shared/images';
import { spotPath } from '@divespot/shared/location-links';
import { ACTIVITY_NAMES } from '@divespot/shared/spot-vocabulary';
import type { SpotDetail, SpotSummary } from '@divespot/shared/spots';
import type { SpotRow } from './spots.repository.ts';

export const round1 = (n: number) => Math.round(n * 10) / 10;

/** The spot page's path, so a client links straight to it. */
export const urlFullSlug = (row: Pick<SpotRow, 'slug'>) => spotPath(row.slug);

/** "Region, Country", or null for a spot outside any known place. */
export const placeOf = (row: Pick<SpotRow, 'region_name' | 'country_name'>) =>
  [row.region_name, row.country_name].filter(Boolean).join(', ') || null;

/** What a spot's card is made of: a spot's row, or the map index's. */
export type SummaryRow = Pick<
  SpotRow,
  | 'id'
  | 'slug'
  | 'name'
  | 'latitude'
  | 'longitude'
  | 'region_name'
  | 'country_name'
  | 'rating'
  | 'review_count'
  | 'level'
  | 'depth_min'
  | 'depth_max'
  | 'activities'
  | 'synthetic'
>;

export function toSummary(row: SummaryRow, distanceKm?: number): SpotSummary {
  const place = placeOf(row);
  // No spot has uploaded photos yet: the cover is the spot's generated illustration.
  const cover = coverImageUrl('spot', row.id);
  return {
    objectId: row.id,
    urlFullSlug: urlFullSlug(row),
    name: row.name,
    latitude: row.latitude,
    longitude: row.longitude,
    coverImageLink: cover,
    images: [cover],
    locationDescription: place,
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
    address: place,
    synthetic: row.synthetic,
  };
}

export function toDetail(row: SpotRow): SpotDetail {
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
    altitude: row.altitude,
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
