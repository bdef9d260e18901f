import type { LocationRef } from '@divespot/shared/locations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/locations/{type}/{id}: the page a generic location link leads to. */
export function getLocationRef(type: string, id: string, signal?: AbortSignal) {
  return apiRequest<LocationRef>(
    `/api/locations/${encodeURIComponent(type)}/${encodeURIComponent(id)}`,
    { signal },
  );
}

export const locationRefQuery = (type: string, id: string) =>
  queryOptions({
    queryKey: ['locations', 'ref', type, id],
    queryFn: ({ signal }) => getLocationRef(type, id, signal),
  });

export function useLocationRef(type: string, id: string) {
  return useQuery(locationRefQuery(type, id));
}
