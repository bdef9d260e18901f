import { coverImageUrl, photoUrl } from '@divespot/shared/images';
import { pagePath, PAGES } from '@divespot/shared/routes';
import { ACTIVITY_NAMES } from '@divespot/shared/spot-vocabulary';
import type { SpotDetail, SpotSummary } from '@divespot/shared/spots';
import { speciesShownName, type SpeciesNames } from '@divespot/shared/text-languages';
import { ENGLISH, type TextsIn } from '../../db/texts/texts-in.ts';
import type { SpotSighting } from './map-index/spot-map-filters.ts';
import type { SpotRow } from './spots.repository.ts';

export const round1 = (n: number) => Math.round(n * 10) / 10;

/** The spot page's path, so a client links straight to it. */
export const urlFullSlug = (row: Pick<SpotRow, 'slug'>) => pagePath(PAGES.spot, { slug: row.slug });

/** What a spot's card is made of: a spot's row, or the map index's. */
export type SummaryRow = Pick<
  SpotRow,
  | 'id'
  | 'slug'
  | 'name'
  | 'latitude'
  | 'longitude'
  | 'region_id'
  | 'region_name'
  | 'country_code'
  | 'country_name'
  | 'rating'
  | 'review_count'
  | 'level'
  | 'depth_min'
  | 'depth_max'
  | 'activities'
  | 'synthetic'
>;

/**
 * A spot's card in the language of `texts`: its place ("Region, Country") names the region and
 * the country in that language where they have a name in it.
 */
export function toSummary(row: SummaryRow, texts: TextsIn, distanceKm?: number): SpotSummary {
  const place = texts.place(row);
  // Cards are drawn from the map index, which holds no photos: the spot's illustration.
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

/**
 * A spot's page in the language of `texts` (English (US) unless given): its uploaded photos in
 * their order (`photo_ids`), the first as its cover; without any, its illustration.
 */
export function toDetail(
  row: SpotRow & { photo_ids?: readonly (number | string)[] },
  texts: TextsIn = ENGLISH,
): SpotDetail {
  const description = texts.text('spot', row.id, 'description', row.description);
  const photos = (row.photo_ids ?? []).map((id) => photoUrl(Number(id)));
  return {
    ...toSummary(row, texts),
    ...(photos[0] ? { coverImageLink: photos[0], images: photos } : {}),
    slug: row.slug,
    description: description.text,
    descriptionLang: description.lang,
    country:
      row.country_code && row.country_name && row.country_slug
        ? {
            code: row.country_code,
            name: texts.countryName(row.country_code, row.country_name),
            slug: row.country_slug,
          }
        : null,
    region:
      row.region_slug && row.region_name
        ? { slug: row.region_slug, name: texts.regionName(row.region_id, row.region_name) }
        : null,
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

/** Orders species as a page in the language of `texts` names them (English keeps its order). */
export function byShownName(texts: TextsIn) {
  if (texts.isEnglish) return () => 0;
  const collator = new Intl.Collator(texts.language);
  return (a: SpeciesNames, b: SpeciesNames) =>
    collator.compare(speciesShownName(a, texts.language), speciesShownName(b, texts.language));
}

/** Species seen at a spot (the explore list's badges), named in the language of `texts`. */
export function sightingsIn(
  texts: TextsIn,
  sightings: readonly SpotSighting[],
): NonNullable<SpotSummary['sightings']> {
  const named = sightings.map((s) => {
    const name = texts.text('species', s.speciesId, 'common_name', s.commonName);
    return {
      slug: s.slug,
      commonName: name.text,
      scientificName: s.scientificName,
      commonNameLang: name.lang,
      months: s.months,
    };
  });
  return named.sort(byShownName(texts));
}
