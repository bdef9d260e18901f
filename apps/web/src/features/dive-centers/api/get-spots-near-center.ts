import type { LanguageCode } from '@divespot/shared/site';
import type { SpotSummary } from '@divespot/shared/spots';
import { queryOptions, useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';

/** How many spots the center page lists, and how far out it looks. */
const LIMIT = 6;
export const RADIUS_KM = 50;

/** GET /api/spot/nearby around the center, nearest first; scale-test (synthetic) spots left out. */
export async function getSpotsNearCenter(
  at: { lat: number; lng: number },
  lang: LanguageCode,
  signal?: AbortSignal,
): Promise<SpotSummary[]> {
  const { content } = await callApi('spotsNearby', {
    query: { lat: at.lat, lng: at.lng, radiusKm: RADIUS_KM, limit: LIMIT, lang },
    signal,
  });
  return content.filter((s) => !s.synthetic);
}

export const spotsNearCenterQuery = (at: { lat: number; lng: number }, lang: LanguageCode) =>
  queryOptions({
    queryKey: ['spots', 'nearby', at.lat, at.lng, LIMIT, RADIUS_KM, lang],
    queryFn: ({ signal }) => getSpotsNearCenter(at, lang, signal),
  });

/** The spots near a center, their places named in the page's language. */
export function useSpotsNearCenter(at: { lat: number; lng: number }) {
  return useQuery(spotsNearCenterQuery(at, useContentLanguage()));
}

/** The spot page's slug: the last part of `country/region/slug`. */
export const spotSlugOf = (urlFullSlug: string) => urlFullSlug.split('/').at(-1) ?? urlFullSlug;
