export { formatMonths, MONTH_LONG, MONTH_SHORT, monthName } from '../../../lib/months.ts';

/** 27.81362 → "27.8136° N". */
export function formatCoordinate(value: number, axis: 'lat' | 'lng'): string {
  const hemisphere = axis === 'lat' ? (value >= 0 ? 'N' : 'S') : value >= 0 ? 'E' : 'W';
  return `${Math.abs(value).toFixed(4)}° ${hemisphere}`;
}

/** Kilometres with one decimal (SPEC §9). */
export const formatDistance = (km: number) => `${km.toFixed(1)} km`;

/** Rating with one decimal (SPEC §9). */
export const formatRating = (rating: number) => rating.toFixed(1);

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
  return `/explore?${q.toString()}`;
}

/** The spot slug is the last segment of `country/region/spot`. */
export const slugOf = (urlFullSlug: string) => urlFullSlug.split('/').at(-1) ?? urlFullSlug;
