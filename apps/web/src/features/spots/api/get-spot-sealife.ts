import type { SpotSealifeItem } from '@divespot/shared/spots';
import { queryOptions, useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';

/**
 * GET /api/spot/id/{id}/sealife — the whole year at once: the month switcher then filters on
 * each item's months without another round trip.
 */
export async function getSpotSealife(
  spotId: number,
  signal?: AbortSignal,
): Promise<SpotSealifeItem[]> {
  const data = await callApi('spotSealife', { params: { id: spotId }, signal });
  return Array.isArray(data?.content) ? data.content : [];
}

export const spotSealifeQuery = (spotId: number) =>
  queryOptions({
    queryKey: ['spots', 'sealife', spotId],
    queryFn: ({ signal }) => getSpotSealife(spotId, signal),
  });

export function useSpotSealife(spotId: number) {
  return useQuery(spotSealifeQuery(spotId));
}
