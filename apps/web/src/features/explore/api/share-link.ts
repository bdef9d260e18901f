import type { ExploreFilters } from '@divespot/shared/explore-url';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { boundsParams, queryString, type SpotQuery } from '../lib/explore-params.ts';

/** POST /api/share/create's answer (SPEC §3 "Share link response"). */
export interface ShareLink {
  niceUrl: string;
  fullUrl: string;
}

/** GET /api/share/resolve/{slug}'s answer (SPEC §3). */
export interface ResolvedShare {
  bounds: { north: number; east: number; south: number; west: number };
  zoom: number;
  hideMenu: boolean;
  filters: ExploreFilters;
}

/** POST /api/share/create?ne&sw&zoom&hideMenu&<active filters>, no body. */
export function createShareLink(
  q: SpotQuery & { hideMenu: boolean },
  signal?: AbortSignal,
): Promise<ShareLink> {
  const params = boundsParams(q);
  params.delete('q');
  params.set('hideMenu', String(q.hideMenu));
  return apiRequest<ShareLink>(`/api/share/create?${queryString(params)}`, {
    method: 'POST',
    signal,
  });
}

export function useCreateShareLink() {
  return useMutation({ mutationFn: (q: SpotQuery & { hideMenu: boolean }) => createShareLink(q) });
}

/** GET /api/share/resolve/{slug}. */
export function resolveShareLink(slug: string, signal?: AbortSignal): Promise<ResolvedShare> {
  return apiRequest<ResolvedShare>(`/api/share/resolve/${encodeURIComponent(slug)}`, { signal });
}

export function useResolvedShare(slug: string) {
  return useQuery({
    queryKey: ['share', 'resolve', slug],
    queryFn: ({ signal }) => resolveShareLink(slug, signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST /api/share/{slug}/click: fire and forget (SPEC §7); a failure changes nothing. */
export function recordShareClick(slug: string): void {
  apiRequest(`/api/share/${encodeURIComponent(slug)}/click`, { method: 'POST' }).catch(() => {});
}
