import type { CountrySummary } from '@divespot/shared/locations';
import { queryOptions, useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/countries?withSpots=true: the countries divers can pick from. */
export async function getDiveCountries(signal?: AbortSignal): Promise<CountrySummary[]> {
  const data = await callApi('countries', { query: { withSpots: true }, signal });
  return data.content;
}

export const diveCountriesQuery = queryOptions({
  queryKey: ['locations', 'countries', 'with-spots'],
  queryFn: ({ signal }) => getDiveCountries(signal),
  staleTime: 10 * 60_000,
});

export function useDiveCountries(enabled = true) {
  return useQuery({ ...diveCountriesQuery, enabled });
}
