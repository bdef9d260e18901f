import { EXPLORE_LIST_PAGE_SIZE } from '@divespot/shared/explore-url';
import {
  exploreListKey,
  exploreListParams,
  narrowingParams,
  type ListQuery,
  type SpotQuery,
} from '@divespot/shared/explore-list';
import type { LanguageCode } from '@divespot/shared/site';
import type { SpotPage } from '@divespot/shared/spots';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
} from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';

export type { ListQuery };

/**
 * GET /api/spot?ne=&sw=&sort=distance&origin=&page=&size=&<filters>&lang=: the spots in view,
 * nearest first to the diver when located, else to the view's centre, each with its distance in
 * km, their places and species named in `lang`.
 */
export function getExploreSpots(
  q: ListQuery,
  page: number,
  size: number,
  lang: LanguageCode,
  signal?: AbortSignal,
): Promise<SpotPage> {
  const params = exploreListParams(q, page, size);
  params.set('lang', lang);
  return callApi('spotSearch', { query: params, signal });
}

const keyOf = (q: SpotQuery) => [q.view, q.filters, q.search ?? ''] as const;

/**
 * The list's pages. `/explore` opened without a view or filters comes with the first page of its
 * opening list under this key (the server builds it with the same exploreListKey), so that list
 * shows without a request.
 */
export const exploreSpotsQuery = (q: ListQuery, lang: LanguageCode) =>
  infiniteQueryOptions({
    queryKey: exploreListKey(q, lang),
    queryFn: ({ signal, pageParam }) =>
      getExploreSpots(q, pageParam, EXPLORE_LIST_PAGE_SIZE, lang, signal),
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
  const lang = useContentLanguage();
  return useInfiniteQuery({
    ...exploreSpotsQuery(
      q ?? { view: { north: 0, east: 0, south: 0, west: 0, zoom: 1 }, filters: {} },
      lang,
    ),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * The list `/explore` opens with (the default view, no filters), as the server sent it with the
 * page: shown while the page is adopted, never fetched here (the screen's list takes it over).
 */
export function useSentList(q: ListQuery) {
  const lang = useContentLanguage();
  return useInfiniteQuery({ ...exploreSpotsQuery(q, lang), enabled: false });
}

/** How many spots a pending filter selection would show (the dialog's 'Show {n} places'). */
export function useSpotCount(q: SpotQuery | null) {
  return useQuery({
    queryKey: ['spots', 'explore-count', ...(q ? keyOf(q) : [])],
    // A count: the same in every language.
    queryFn: async ({ signal }): Promise<number> =>
      q ? (await getExploreSpots(q, 0, 1, 'en-US', signal)).totalElements : 0,
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
      params.set('size', String(EXPLORE_LIST_PAGE_SIZE));
      return callApi('spotSearch', { query: params, signal });
    },
    enabled: q !== null,
  });
}
