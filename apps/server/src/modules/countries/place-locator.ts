import type { Kysely } from 'kysely';
import type { PlaceRef } from '@divespot/shared/admin-content';
import type { Database } from '../../db/schema.ts';
import { createCountryLocator } from '../import/country-locator.ts';
import { smallestContaining } from '../import/geo-match.ts';
import { findCountryBoxes, findRegionBoxes } from './place-locator.repository.ts';

/** Where a point is: the ids to store on a spot or center, and the names to show. */
export interface LocatedPlace {
  countryId: number | null;
  regionId: number | null;
  place: PlaceRef;
}

// The country outlines take a moment to read: read once, on the first point located.
let locateCountry: ReturnType<typeof createCountryLocator> | undefined;

/**
 * The country and region of a point, found as the import finds them for dive sites
 * (import.service.ts): the country whose outline holds the point or whose coast is near, else
 * the smallest country box holding it (sites far out at sea); the region is the smallest box
 * of that country's regions holding the point. Countries and regions are read on each call, so
 * a place just added or changed counts at once.
 */
export async function locatePlace(
  db: Kysely<Database>,
  lat: number,
  lng: number,
): Promise<LocatedPlace> {
  locateCountry ??= createCountryLocator();
  const countries = await findCountryBoxes(db);
  const code = locateCountry(lat, lng);
  const countryId =
    countries.find((c) => c.code === code)?.id ?? smallestContaining(countries, lat, lng);
  const country = countries.find((c) => c.id === countryId) ?? null;
  if (!country) return { countryId: null, regionId: null, place: { country: null, region: null } };

  const regions = await findRegionBoxes(db, country.id);
  const regionId = smallestContaining(regions, lat, lng);
  const region = regions.find((r) => r.id === regionId) ?? null;
  return {
    countryId: country.id,
    regionId: region?.id ?? null,
    place: {
      country: { code: country.code, slug: country.slug, name: country.name },
      region: region ? { slug: region.slug, name: region.name } : null,
    },
  };
}
