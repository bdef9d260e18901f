import type { SpotSummary } from '@divespot/shared/spots';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

interface NearbyParams {
  lat: number;
  lng: number;
  excludeId: number;
  limit: number;
  radiusKm: number;
}

/** GET /api/spot/nearby — nearest first, with distance in km, without the spot itself. */
export async function getNearbySpots(p: NearbyParams, signal?: AbortSignal) {
  const q = new URLSearchParams({
    lat: String(p.lat),
    lng: String(p.lng),
    excludeId: String(p.excludeId),
    limit: String(p.limit),
    radiusKm: String(p.radiusKm),
  });
  const data = await apiRequest<{ content: SpotSummary[] }>(`/api/spot/nearby?${q.toString()}`, {
    signal,
  });
  return Array.isArray(data?.content) ? data.content : [];
}

export function useNearbySpots(p: NearbyParams) {
  return useQuery({
    queryKey: ['spots', 'nearby', p],
    queryFn: ({ signal }) => getNearbySpots(p, signal),
  });
}
