import type { DiveCenterDetail } from '@divespot/shared/dive-centers';
import { queryOptions, useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/divecenters/id/{id} or /api/divecenters/slug/{slug} */
export function getDiveCenter(slugOrId: string, signal?: AbortSignal): Promise<DiveCenterDetail> {
  // A page address is a slug or a numeric id; both are served by the API.
  return /^\d+$/.test(slugOrId)
    ? callApi('diveCenterById', { params: { id: Number(slugOrId) }, signal })
    : callApi('diveCenterBySlug', { params: { slug: slugOrId }, signal });
}

export const diveCenterQuery = (slugOrId: string) =>
  queryOptions({
    queryKey: ['divecenters', 'detail', slugOrId],
    queryFn: ({ signal }) => getDiveCenter(slugOrId, signal),
  });

export function useDiveCenter(slugOrId: string) {
  return useQuery(diveCenterQuery(slugOrId));
}
