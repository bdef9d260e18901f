import type { CountryDetail } from '@divespot/shared/locations';
import { queryOptions, useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/countries/{slug, ISO code or id} */
export function getCountry(key: string, signal?: AbortSignal): Promise<CountryDetail> {
  return callApi('country', { params: { country: key }, signal });
}

export const countryQuery = (key: string) =>
  queryOptions({
    queryKey: ['locations', 'country', key],
    queryFn: ({ signal }) => getCountry(key, signal),
  });

export function useCountry(key: string) {
  return useQuery(countryQuery(key));
}
