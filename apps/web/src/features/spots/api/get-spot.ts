import type { SpotDetail } from '@divespot/shared/spots';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** How a page names its spot: `/spots/{slug}` by slug, older `/spot/{id}` links by id. */
export type SpotKey = { slug: string } | { id: number };

/** GET /api/spot/id/{id} or /api/spot/slug/{slug} */
export function getSpot(key: SpotKey, signal?: AbortSignal): Promise<SpotDetail> {
  return 'id' in key
    ? callApi('spotById', { params: key, signal })
    : callApi('spotBySlug', { params: key, signal });
}

export const spotQuery = (key: SpotKey) =>
  queryOptions({
    queryKey: ['spots', 'detail', 'id' in key ? `id:${key.id}` : key.slug],
    queryFn: ({ signal }) => getSpot(key, signal),
  });

export function useSpot(key: SpotKey) {
  return useQuery(spotQuery(key));
}
