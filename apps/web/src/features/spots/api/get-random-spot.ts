import type { SpotDetail } from '@divespot/shared/spots';
import { useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/spot/random */
export function getRandomSpot(signal?: AbortSignal): Promise<SpotDetail> {
  return callApi('spotRandom', { signal });
}

/** A fresh pick on every visit: nothing cached, nothing retried into a second pick. */
export function useRandomSpot() {
  return useQuery({
    queryKey: ['spots', 'random'],
    queryFn: ({ signal }) => getRandomSpot(signal),
    staleTime: 0,
    gcTime: 0,
  });
}
