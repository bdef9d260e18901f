import type { RegionDetail } from '@divespot/shared/locations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** How a region page addresses its region: by country and region, or by slug or id alone. */
export type RegionKey = { country: string; region: string } | { region: string };

/** GET /api/countries/{country}/regions/{region} or GET /api/regions/{slug-or-id} */
export function getRegion(key: RegionKey, signal?: AbortSignal): Promise<RegionDetail> {
  const region = encodeURIComponent(key.region);
  const path =
    'country' in key
      ? `/api/countries/${encodeURIComponent(key.country)}/regions/${region}`
      : `/api/regions/${region}`;
  return apiRequest<RegionDetail>(path, { signal });
}

export const regionQuery = (key: RegionKey) =>
  queryOptions({
    queryKey: ['locations', 'region', 'country' in key ? key.country : null, key.region],
    queryFn: ({ signal }) => getRegion(key, signal),
  });

export function useRegion(key: RegionKey) {
  return useQuery(regionQuery(key));
}
