import type { LocationType } from '@divespot/shared/location-links';
import { queryOptions, useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';

/**
 * GET /api/locations/{type}/{id}: the page a generic location link leads to. The type comes from
 * the address as typed; the server checks it and answers 400 for an unknown one (Not Found here).
 */
export function getLocationRef(type: string, id: string, signal?: AbortSignal) {
  return callApi('locationRef', { params: { type: type as LocationType, id }, signal });
}

export const locationRefQuery = (type: string, id: string) =>
  queryOptions({
    queryKey: ['locations', 'ref', type, id],
    queryFn: ({ signal }) => getLocationRef(type, id, signal),
  });

export function useLocationRef(type: string, id: string) {
  return useQuery(locationRefQuery(type, id));
}
