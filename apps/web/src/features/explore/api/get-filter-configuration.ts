import type { FilterConfiguration } from '@divespot/shared/filters';
import { filterConfigurationKey } from '@divespot/shared/page-queries';
import type { LanguageCode } from '@divespot/shared/site';
import { queryOptions, useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';

const EMPTY: FilterConfiguration = { type: 'DIVE_SPOT', filters: [] };

/**
 * GET /api/filter/configuration/DIVE_SPOT. docs/product/errors.md: a failed load means an empty filter list,
 * so the screen still works (without filters) instead of showing an error.
 */
export async function getFilterConfiguration(
  lang: LanguageCode,
  signal?: AbortSignal,
): Promise<FilterConfiguration> {
  try {
    const data = await callApi('filterConfiguration', {
      params: { type: 'DIVE_SPOT' },
      query: { lang },
      signal,
    });
    return Array.isArray(data?.filters) ? data : EMPTY;
  } catch (error) {
    if (signal?.aborted) throw error;
    return EMPTY;
  }
}

/** The options of the marine-life filter name species in `lang`. */
export const filterConfigurationQuery = (lang: LanguageCode) =>
  queryOptions({
    queryKey: filterConfigurationKey(lang),
    queryFn: ({ signal }) => getFilterConfiguration(lang, signal),
    staleTime: 30 * 60_000,
    retry: false,
  });

/** The explore screen's filters; the page brings them from the server for its first render. */
export function useFilterConfiguration() {
  return useQuery(filterConfigurationQuery(useContentLanguage()));
}
