import type { FilterConfiguration } from '@divespot/shared/filters';
import { queryOptions, useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';
import { pageRecord } from '../../../lib/page-data.ts';

const EMPTY: FilterConfiguration = { type: 'DIVE_SPOT', filters: [] };

/**
 * GET /api/filter/configuration/DIVE_SPOT. SPEC §8: a failed load means an empty filter list,
 * so the screen still works (without filters) instead of showing an error.
 */
export async function getFilterConfiguration(signal?: AbortSignal): Promise<FilterConfiguration> {
  try {
    const data = await callApi('filterConfiguration', { params: { type: 'DIVE_SPOT' }, signal });
    return Array.isArray(data?.filters) ? data : EMPTY;
  } catch (error) {
    if (signal?.aborted) throw error;
    return EMPTY;
  }
}

export const filterConfigurationQuery = queryOptions({
  queryKey: ['filters', 'configuration', 'DIVE_SPOT'],
  queryFn: ({ signal }) => getFilterConfiguration(signal),
  staleTime: 30 * 60_000,
  retry: false,
});

/** The explore screen's filters; the page brings them from the server for its first render. */
export function useFilterConfiguration() {
  return useQuery({
    ...filterConfigurationQuery,
    initialData: () =>
      pageRecord<FilterConfiguration>(
        'filterConfiguration',
        (c) => c.type === 'DIVE_SPOT' && Array.isArray(c.filters),
      ),
  });
}
