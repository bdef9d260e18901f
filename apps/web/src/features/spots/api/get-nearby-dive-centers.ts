import type { DiveCenterSummary } from '@divespot/shared/dive-centers';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

interface NearbyParams {
  lat: number;
  lng: number;
  limit: number;
}

/** GET /api/divecenters/nearby — dive centers that can take you to a spot, nearest first. */
export async function getNearbyDiveCenters(p: NearbyParams, signal?: AbortSignal) {
  const q = new URLSearchParams({ lat: String(p.lat), lng: String(p.lng), limit: String(p.limit) });
  const data = await apiRequest<{ content: DiveCenterSummary[] }>(
    `/api/divecenters/nearby?${q.toString()}`,
    { signal },
  );
  return Array.isArray(data?.content) ? data.content : [];
}

export function useNearbyDiveCenters(p: NearbyParams) {
  return useQuery({
    queryKey: ['divecenters', 'nearby', p],
    queryFn: ({ signal }) => getNearbyDiveCenters(p, signal),
  });
}
