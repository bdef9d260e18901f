import type { SpeciesGroupCount } from '@divespot/shared/marine-life';
import { queryOptions, useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/sealife/groups */
export async function getSpeciesGroups(signal?: AbortSignal): Promise<SpeciesGroupCount[]> {
  const data = await callApi('speciesGroups', { signal });
  return Array.isArray(data?.content) ? data.content : [];
}

export const speciesGroupsQuery = queryOptions({
  queryKey: ['sealife', 'groups'],
  queryFn: ({ signal }) => getSpeciesGroups(signal),
  staleTime: 10 * 60_000,
});

export function useSpeciesGroups() {
  return useQuery(speciesGroupsQuery);
}
