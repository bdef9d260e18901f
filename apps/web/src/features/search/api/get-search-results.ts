import { keepPreviousData, queryOptions, useQuery } from '../../../lib/query.ts';
import type { SearchResult } from '@divespot/shared/search-links';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/search?q= (SPEC §7): every kind of result, best match first. */
export async function getSearchResults(
  text: string,
  signal?: AbortSignal,
): Promise<SearchResult[]> {
  const data = await callApi('search', { query: { q: text }, signal });
  return Array.isArray(data) ? data : [];
}

export const searchResultsQuery = (text: string) =>
  queryOptions({
    queryKey: ['search', text],
    queryFn: ({ signal }) => getSearchResults(text, signal),
    staleTime: 5 * 60_000,
    // SPEC §2: a failed search simply yields no list; retrying would keep 'Searching...' up.
    retry: false,
  });

/**
 * Results for `text`; no call at all while it is empty (SPEC §5). While the next answer loads
 * the previous one stays (isPlaceholderData), so the list does not flicker between keystrokes.
 */
export function useSearchResults(text: string) {
  return useQuery({
    ...searchResultsQuery(text),
    enabled: text !== '',
    placeholderData: keepPreviousData,
  });
}
