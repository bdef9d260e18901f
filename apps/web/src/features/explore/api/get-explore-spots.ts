import type { SpotPage } from '@divespot/shared/spots';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
} from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';
import {
  boundsParams,
  narrowingParams,
  originParam,
  type DiverLocation,
  type SpotQuery,
} from '../lib/explore-params.ts';

/** Cards per page of the list; "Show more" asks for the next page. */
export const LIST_PAGE_SIZE = 20;

/** The list's query: a view and its narrowing, and where distances are measured from. */
export interface ListQuery extends SpotQuery {
  /** The diver, once located; without it distances are from the view's centre. */
  origin?: DiverLocation | null;
}

/**
 * GET /api/spot?ne=&sw=&sort=distance&origin=&page=&size=&<filters>: the spots in view, nearest
 * first to the diver when located, else to the view's centre, each with its distance in km.
 */
export function getExploreSpots(
  q: ListQuery,
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<SpotPage> {
  const params = boundsParams(q);
  params.set('sort', 'distance');
  if (q.origin) params.set('origin', originParam(q.origin));
  params.set('page', String(page));
  params.set('size', String(size));
  return callApi('spotSearch', { query: params, signal });
}

const keyOf = (q: SpotQuery) => [q.view, q.filters, q.search ?? ''] as const;

export const exploreSpotsQuery = (q: ListQuery) =>
  infiniteQueryOptions({
    queryKey: ['spots', 'explore', ...keyOf(q), q.origin ? originParam(q.origin) : 'centre'],
    queryFn: ({ signal, pageParam }) => getExploreSpots(q, pageParam, LIST_PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.page + 1 < last.totalPages && last.content.length > 0 ? last.page + 1 : undefined,
  });

/**
 * The list, page by page. While the view or filters change, the previous answer stays on screen
 * (the list says 'Updating...'); a superseded request is aborted through the query's signal and
 * its abort is never shown.
 */
export function useExploreSpots(q: ListQuery | null) {
  return useInfiniteQuery({
    ...exploreSpotsQuery(
      q ?? { view: { north: 0, east: 0, south: 0, west: 0, zoom: 1 }, filters: {} },
    ),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
}

/** How many spots a pending filter selection would show (the dialog's 'Show {n} places'). */
export function useSpotCount(q: SpotQuery | null) {
  return useQuery({
    queryKey: ['spots', 'explore-count', ...(q ? keyOf(q) : [])],
    queryFn: async ({ signal }): Promise<number> =>
      q ? (await getExploreSpots(q, 0, 1, signal)).totalElements : 0,
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/spot?q=&<filters>: the best matches of a search text anywhere (no view), for the map
 * to fit when explore opens with a search but no view.
 */
export function useSearchMatches(q: Omit<SpotQuery, 'view'> | null) {
  return useQuery({
    queryKey: ['spots', 'explore-search', q?.filters ?? {}, q?.search ?? ''],
    queryFn: ({ signal }) => {
      const params = narrowingParams(q ?? { filters: {} });
      params.set('size', String(LIST_PAGE_SIZE));
      return callApi('spotSearch', { query: params, signal });
    },
    enabled: q !== null,
  });
}
