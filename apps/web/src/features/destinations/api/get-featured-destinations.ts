import type { FeaturedDestination } from '@divespot/shared/destinations';
import { queryOptions, useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/destinations/featured */
export async function getFeaturedDestinations(
  signal?: AbortSignal,
): Promise<FeaturedDestination[]> {
  const data = await callApi('featuredDestinations', { signal });
  return Array.isArray(data?.content) ? data.content : [];
}

export const featuredDestinationsQuery = queryOptions({
  queryKey: ['destinations', 'featured'],
  queryFn: ({ signal }) => getFeaturedDestinations(signal),
  staleTime: 10 * 60_000,
});

export function useFeaturedDestinations() {
  return useQuery(featuredDestinationsQuery);
}
