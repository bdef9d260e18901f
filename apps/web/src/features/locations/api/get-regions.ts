import type { RegionSummary } from '@divespot/shared/locations';
import { queryOptions, useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/regions: every dive region with its country. */
export async function getRegions(signal?: AbortSignal): Promise<RegionSummary[]> {
  const data = await callApi('regions', { signal });
  return data.content;
}

export const regionsQuery = queryOptions({
  queryKey: ['locations', 'regions'],
  queryFn: ({ signal }) => getRegions(signal),
  staleTime: 10 * 60_000,
});

export function useRegions(enabled = true) {
  return useQuery({ ...regionsQuery, enabled });
}
