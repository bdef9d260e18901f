import type { SpotSummary } from '@divespot/shared/spots';
import { useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';

/**
 * GET /api/spot/id/{id}: the facts a marker does not carry (address, place, scientific name,
 * size) for the popup and the bottom card. The marker's own facts show while it loads.
 */
export function getSpotPreview(objectId: number, signal?: AbortSignal): Promise<SpotSummary> {
  return callApi('spotById', { params: { id: objectId }, signal });
}

export function useSpotPreview(objectId: number) {
  return useQuery({
    queryKey: ['spots', 'preview', objectId],
    queryFn: ({ signal }) => getSpotPreview(objectId, signal),
    staleTime: 5 * 60_000,
  });
}
