import type { DepthRange } from '@divespot/shared/spot-vocabulary';
import { pagePath, PAGES } from '@divespot/shared/routes';
import type { useQuantityFormat } from '../../../lib/units/units-store.ts';

/** The quantity formatter of the page (`useQuantityFormat()`). */
type QuantityFormat = ReturnType<typeof useQuantityFormat>;

/** A spot's depth range in the diver's units: '5–30 m', '16–98 ft', '18 m'; null when unknown. */
export function formatDepthRange(q: QuantityFormat, depth: DepthRange): string | null {
  const { minDepth, maxDepth } = depth;
  if (minDepth !== null && maxDepth !== null) return q.range('depth', minDepth, maxDepth);
  const one = maxDepth ?? minDepth;
  return one === null ? null : q.format('depth', one);
}

/** A distance (km from the API) with one decimal at most (docs/product/limits.md), in the diver's units. */
export const formatDistance = (q: QuantityFormat, km: number) =>
  q.format('distance', km, { maximumFractionDigits: 1 });

/** A coordinate's size and hemisphere: 27.81362 → { value: 27.81362, hemisphere: 'N' }. */
export function coordinateParts(
  value: number,
  axis: 'lat' | 'lng',
): { value: number; hemisphere: 'N' | 'S' | 'E' | 'W' } {
  const hemisphere = axis === 'lat' ? (value >= 0 ? 'N' : 'S') : value >= 0 ? 'E' : 'W';
  return { value: Math.abs(value), hemisphere };
}

/** The explore map around a point at zoom 11 (about 30 × 50 km on a laptop screen). */
export function exploreHrefAround(lat: number, lng: number): string {
  const r = (n: number) => String(Math.round(n * 1e6) / 1e6);
  const q = new URLSearchParams({
    n: r(Math.min(90, lat + 0.15)),
    e: r(Math.min(180, lng + 0.25)),
    s: r(Math.max(-90, lat - 0.15)),
    w: r(Math.max(-180, lng - 0.25)),
    zoom: '11',
  });
  return pagePath(PAGES.explore, {}, q);
}

/** The spot slug is the last segment of `country/region/spot`. */
export const slugOf = (urlFullSlug: string) => urlFullSlug.split('/').at(-1) ?? urlFullSlug;
