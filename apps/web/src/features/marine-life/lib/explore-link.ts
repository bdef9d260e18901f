import { encodeExploreUrl } from '@divespot/shared/explore-url';
import { pagePath, PAGES } from '@divespot/shared/routes';
import { viewAround } from '../../explore/index.ts';

/**
 * The explore map of a species' spots: `sealife=<slug>`, with `month` when given, and a view
 * around the spots where divers see it (explore keeps the view a link asks for; without one it
 * would open on its default view, which may hold none of them).
 */
export function speciesExploreHref(
  slug: string,
  spots: readonly { latitude: number; longitude: number }[],
  month?: number,
): string {
  const filters: Record<string, string> = { sealife: slug };
  if (month !== undefined) filters.month = String(month);
  const view = viewAround(spots);
  if (!view) return pagePath(PAGES.explore, {}, filters);
  return pagePath(PAGES.explore, {}, encodeExploreUrl({ view, hideMenu: false, filters }));
}
