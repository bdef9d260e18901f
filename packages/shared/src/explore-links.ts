import type { FeaturedDestination } from './destinations.ts';
import { encodeExploreUrl } from './explore-url.ts';
import { pagePath, PAGES } from './routes.ts';

/**
 * Explore URL for a destination: map bounds in the query, as docs/product/screens.md explore expects. Written by
 * the explore codec, so bounds are rounded (6 decimals, zoom 2) and always decode as valid.
 */
export function destinationExploreHref(d: Pick<FeaturedDestination, 'bounds' | 'zoom'>): string {
  const query = encodeExploreUrl({
    view: { ...d.bounds, zoom: d.zoom },
    hideMenu: false,
    filters: {},
  });
  return pagePath(PAGES.explore, {}, query);
}
