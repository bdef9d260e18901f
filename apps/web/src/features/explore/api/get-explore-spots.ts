import { EXPLORE_LIST_PAGE_SIZE, type ExploreListData } from '@divespot/shared/explore-url';
import type { LanguageCode } from '@divespot/shared/site';
import type { SpotPage } from '@divespot/shared/spots';
import type { InfiniteData } from '@tanstack/react-query';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
} from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';
import { pageRecord } from '../../../lib/page-data.ts';
import {
  boundsParams,
  narrowingParams,
  originParam,
  type DiverLocation,
  type SpotQuery,
} from '../lib/explore-params.ts';

/** The list's query: a view and its narrowing, and where distances are measured from. */
export interface ListQuery extends SpotQuery {
  /** The diver, once located; without it distances are from the view's centre. */
  origin?: DiverLocation | null;
}

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
  const params = listParams(q, page, size);
  params.set('lang', lang);
  return callApi('spotSearch', { query: params, signal });
}

function listParams(q: ListQuery, page: number, size: number): URLSearchParams {
  const params = boundsParams(q);
  params.set('sort', 'distance');
  if (q.origin) params.set('origin', originParam(q.origin));
  params.set('page', String(page));
  params.set('size', String(size));
  return params;
}

/** The same parameters, whatever their order. */
const sameParams = (a: URLSearchParams, b: Record<string, string>) =>
  a.size === Object.keys(b).length && Object.entries(b).every(([k, v]) => a.get(k) === v);

/**
 * The list's first page as the server sent it with the page (`/explore` opened without a view
 * or filters), when it answers exactly the query the list would send.
 */
function firstPageFromServer(
  q: ListQuery,
  lang: LanguageCode,
): InfiniteData<SpotPage, number> | undefined {
  const params = listParams(q, 0, EXPLORE_LIST_PAGE_SIZE);
  const sent = pageRecord<ExploreListData>('exploreList', lang, (r) => sameParams(params, r.query));
  return sent ? { pages: [sent.answer], pageParams: [0] } : undefined;
}

const keyOf = (q: SpotQuery) => [q.view, q.filters, q.search ?? ''] as const;

export const exploreSpotsQuery = (q: ListQuery, lang: LanguageCode) =>
  infiniteQueryOptions({
    queryKey: ['spots', 'explore', ...keyOf(q), q.origin ? originParam(q.origin) : 'centre', lang],
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
    initialData: () => (q ? firstPageFromServer(q, lang) : undefined),
  });
}

/**
 * The list `/explore` opens with (the default view, no filters), as the server sent it with the
 * page: shown while the page is adopted, never fetched here (the screen's list takes it over).
 */
export function useSentList(q: ListQuery) {
  const lang = useContentLanguage();
  return useInfiniteQuery({
    ...exploreSpotsQuery(q, lang),
    enabled: false,
    initialData: () => firstPageFromServer(q, lang),
  });
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
