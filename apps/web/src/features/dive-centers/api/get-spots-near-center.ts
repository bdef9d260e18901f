import type { SpotSummary } from '@divespot/shared/spots';
import { queryOptions, useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';

/** How many spots the center page lists, and how far out it looks. */
const LIMIT = 6;
export const RADIUS_KM = 50;

/** GET /api/spot/nearby around the center, nearest first; scale-test (synthetic) spots left out. */
export async function getSpotsNearCenter(
  at: { lat: number; lng: number },
  signal?: AbortSignal,
): Promise<SpotSummary[]> {
  const { content } = await callApi('spotsNearby', {
    query: { lat: at.lat, lng: at.lng, radiusKm: RADIUS_KM, limit: LIMIT },
    signal,
  });
  return content.filter((s) => !s.synthetic);
}

export const spotsNearCenterQuery = (at: { lat: number; lng: number }) =>
  queryOptions({
    queryKey: ['spots', 'nearby', at.lat, at.lng, LIMIT, RADIUS_KM],
    queryFn: ({ signal }) => getSpotsNearCenter(at, signal),
  });

export function useSpotsNearCenter(at: { lat: number; lng: number }) {
  return useQuery(spotsNearCenterQuery(at));
}

/** The spot page's slug: the last part of `country/region/slug`. */
export const spotSlugOf = (urlFullSlug: string) => urlFullSlug.split('/').at(-1) ?? urlFullSlug;
