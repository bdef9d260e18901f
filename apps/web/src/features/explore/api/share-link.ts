import type { SharedView, ShareLink } from '@divespot/shared/share';
import { useMutation, useQuery } from '../../../lib/query.ts';
import { matchPageRoute, pageRouteParams, PAGES } from '@divespot/shared/routes';
import { track } from '../../../lib/analytics.ts';
import { callApi } from '../../../lib/api-client.ts';
import { boundsParams, type SpotQuery } from '@divespot/shared/explore-list';

/** POST /api/share/create?ne&sw&zoom&hideMenu&<active filters and search text>, no body. */
export function createShareLink(
  q: SpotQuery & { hideMenu: boolean },
  signal?: AbortSignal,
): Promise<ShareLink> {
  const params = boundsParams(q);
  params.set('hideMenu', String(q.hideMenu));
  return callApi('shareCreate', { query: params, signal });
}

/** Each link made counts as a `share_create` (docs/product/analytics.md). */
export function useCreateShareLink() {
  return useMutation({
    mutationFn: (q: SpotQuery & { hideMenu: boolean }) => createShareLink(q),
    onSuccess: (link) => {
      const slug = shareSlugOf(link);
      if (slug) track({ type: 'share_create', slug });
    },
  });
}

/** The slug of a link's short address, `{site}/share/{slug}`. */
function shareSlugOf(link: ShareLink): string | undefined {
  try {
    const path = new URL(link.niceUrl).pathname;
    if (matchPageRoute(path)?.pattern !== PAGES.shareLink) return undefined;
    return decodeURIComponent(pageRouteParams(PAGES.shareLink, path).slug ?? '') || undefined;
  } catch {
    return undefined; // not an address
  }
}

/** GET /api/share/resolve/{slug}. */
export function resolveShareLink(slug: string, signal?: AbortSignal): Promise<SharedView> {
  return callApi('shareResolve', { params: { slug }, signal });
}

export function useSharedView(slug: string) {
  return useQuery({
    queryKey: ['share', 'resolve', slug],
    queryFn: ({ signal }) => resolveShareLink(slug, signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST /api/share/{slug}/click: fire and forget (docs/product/api.md); a failure changes nothing. */
export function recordShareClick(slug: string): void {
  callApi('shareClick', { params: { slug } }).catch(() => {});
}
