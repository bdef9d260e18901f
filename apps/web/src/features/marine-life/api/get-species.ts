import type { SpeciesDetail } from '@divespot/shared/marine-life';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** A page address is a slug or a numeric id; both are served by the API. */
const pathFor = (slugOrId: string) =>
  /^\d+$/.test(slugOrId)
    ? `/api/sealife/id/${slugOrId}`
    : `/api/sealife/${encodeURIComponent(slugOrId)}`;

/** GET /api/sealife/id/{id} or /api/sealife/{slug} */
export function getSpecies(slugOrId: string, signal?: AbortSignal): Promise<SpeciesDetail> {
  return apiRequest<SpeciesDetail>(pathFor(slugOrId), { signal });
}

export const speciesQuery = (slugOrId: string) =>
  queryOptions({
    queryKey: ['sealife', 'detail', slugOrId],
    queryFn: ({ signal }) => getSpecies(slugOrId, signal),
  });

export function useSpecies(slugOrId: string) {
  return useQuery(speciesQuery(slugOrId));
}
