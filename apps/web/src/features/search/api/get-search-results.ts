import { keepPreviousData, queryOptions, useQuery } from '../../../lib/query.ts';
import type { SearchResult } from '@divespot/shared/search-links';
import type { LanguageCode } from '@divespot/shared/site';
import { callApi } from '../../../lib/api-client.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';

/**
 * GET /api/search?q= (docs/product/api.md): every kind of result, best match first, with names and each
 * record's context in the page's language (decision 0014).
 */
export async function getSearchResults(
  text: string,
  lang: LanguageCode,
  signal?: AbortSignal,
): Promise<SearchResult[]> {
  const data = await callApi('search', { query: { q: text, lang }, signal });
  return Array.isArray(data) ? data : [];
}

export const searchResultsQuery = (text: string, lang: LanguageCode) =>
  queryOptions({
    queryKey: ['search', text, lang],
    queryFn: ({ signal }) => getSearchResults(text, lang, signal),
    staleTime: 5 * 60_000,
    // docs/product/screens.md: a failed search simply yields no list; retrying would keep 'Searching...' up.
    retry: false,
  });

/**
 * Results for `text`; no call at all while it is empty (docs/product/validation.md). While the next answer loads
 * the previous one stays (isPlaceholderData), so the list does not flicker between keystrokes.
 */
export function useSearchResults(text: string) {
  return useQuery({
    ...searchResultsQuery(text, useContentLanguage()),
    enabled: text !== '',
    placeholderData: keepPreviousData,
  });
}
