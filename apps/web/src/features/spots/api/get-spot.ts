import type { SpotDetail } from '@divespot/shared/spots';
import { queryOptions, useQuery } from '../../../lib/query.ts';
import { useEffect } from 'react';
import { callApi } from '../../../lib/api-client.ts';
import { pageRecord } from '../../../lib/page-data.ts';
import { storedSpot, useSpotStore } from '../stores/spot-store.ts';

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

const isSpot = (key: SpotKey) => (spot: SpotDetail) =>
  'id' in key ? spot.objectId === key.id : spot.slug === key.slug;

/**
 * A spot's details. The spot the server sent with the page shows at once (and matches the HTML
 * it rendered); a spot opened before shows at once from 'divespot-store' and is refreshed in the
 * background when older than the query's stale time; every fetched answer is stored.
 */
export function useSpot(key: SpotKey) {
  const query = useQuery({
    ...spotQuery(key),
    initialData: () => pageRecord('spot', isSpot(key)) ?? storedSpot(key)?.spot,
    initialDataUpdatedAt: () =>
      pageRecord('spot', isSpot(key)) ? undefined : storedSpot(key)?.savedAt,
  });
  const { data, dataUpdatedAt, isFetchedAfterMount } = query;
  useEffect(() => {
    if (data && isFetchedAfterMount) useSpotStore.getState().remember(data, dataUpdatedAt);
  }, [data, dataUpdatedAt, isFetchedAfterMount]);
  return query;
}
