import type { SpeciesDetail } from '@divespot/shared/marine-life';
import { queryOptions, useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';
import { pageRecord } from '../../../lib/page-data.ts';

/** GET /api/sealife/id/{id} or /api/sealife/{slug} */
export function getSpecies(slugOrId: string, signal?: AbortSignal): Promise<SpeciesDetail> {
  // A page address is a slug or a numeric id; both are served by the API.
  return /^\d+$/.test(slugOrId)
    ? callApi('speciesById', { params: { id: Number(slugOrId) }, signal })
    : callApi('speciesBySlug', { params: { slug: slugOrId }, signal });
}

export const speciesQuery = (slugOrId: string) =>
  queryOptions({
    queryKey: ['sealife', 'detail', slugOrId],
    queryFn: ({ signal }) => getSpecies(slugOrId, signal),
  });

/** A species; the one the server sent with the page shows at once, as it rendered it. */
export function useSpecies(slugOrId: string) {
  return useQuery({
    ...speciesQuery(slugOrId),
    initialData: () =>
      pageRecord<SpeciesDetail>('species', (s) =>
        /^\d+$/.test(slugOrId) ? s.objectId === Number(slugOrId) : s.slug === slugOrId,
      ),
  });
}
