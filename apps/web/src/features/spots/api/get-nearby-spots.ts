import { useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';

interface NearbyParams {
  lat: number;
  lng: number;
  excludeId: number;
  limit: number;
  radiusKm: number;
}

/** GET /api/spot/nearby — nearest first, with distance in km, without the spot itself. */
export async function getNearbySpots(p: NearbyParams, signal?: AbortSignal) {
  const data = await callApi('spotsNearby', { query: { ...p }, signal });
  return Array.isArray(data?.content) ? data.content : [];
}

export function useNearbySpots(p: NearbyParams) {
  return useQuery({
    queryKey: ['spots', 'nearby', p],
    queryFn: ({ signal }) => getNearbySpots(p, signal),
  });
}
