import { useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';

interface NearbyParams {
  lat: number;
  lng: number;
  limit: number;
}

/** GET /api/divecenters/nearby — dive centers that can take you to a spot, nearest first. */
export async function getNearbyDiveCenters(p: NearbyParams, signal?: AbortSignal) {
  const data = await callApi('diveCentersNearby', { query: { ...p }, signal });
  return Array.isArray(data?.content) ? data.content : [];
}

export function useNearbyDiveCenters(p: NearbyParams) {
  return useQuery({
    queryKey: ['divecenters', 'nearby', p],
    queryFn: ({ signal }) => getNearbyDiveCenters(p, signal),
  });
}
