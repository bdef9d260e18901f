import type { DiveCenterDetail } from '@divespot/shared/dive-centers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** A page address is a slug or a numeric id; both are served by the API. */
const pathFor = (slugOrId: string) =>
  /^\d+$/.test(slugOrId)
    ? `/api/divecenters/id/${slugOrId}`
    : `/api/divecenters/slug/${encodeURIComponent(slugOrId)}`;

/** GET /api/divecenters/id/{id} or /api/divecenters/slug/{slug} */
export function getDiveCenter(slugOrId: string, signal?: AbortSignal): Promise<DiveCenterDetail> {
  return apiRequest<DiveCenterDetail>(pathFor(slugOrId), { signal });
}

export const diveCenterQuery = (slugOrId: string) =>
  queryOptions({
    queryKey: ['divecenters', 'detail', slugOrId],
    queryFn: ({ signal }) => getDiveCenter(slugOrId, signal),
  });

export function useDiveCenter(slugOrId: string) {
  return useQuery(diveCenterQuery(slugOrId));
}
