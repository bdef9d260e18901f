import type { RegionDetail } from '@divespot/shared/locations';
import { queryOptions, useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';

/** How a region page addresses its region: by country and region, or by slug or id alone. */
export type RegionKey = { country: string; region: string } | { region: string };

/** GET /api/countries/{country}/regions/{region} or GET /api/regions/{slug-or-id} */
export function getRegion(key: RegionKey, signal?: AbortSignal): Promise<RegionDetail> {
  return 'country' in key
    ? callApi('countryRegion', { params: key, signal })
    : callApi('region', { params: key, signal });
}

export const regionQuery = (key: RegionKey) =>
  queryOptions({
    queryKey: ['locations', 'region', 'country' in key ? key.country : null, key.region],
    queryFn: ({ signal }) => getRegion(key, signal),
  });

export function useRegion(key: RegionKey) {
  return useQuery(regionQuery(key));
}
