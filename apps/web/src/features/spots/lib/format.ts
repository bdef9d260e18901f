/** Month names for labels; index 0 is January. */
export const MONTH_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export const MONTH_SHORT = MONTH_LONG.map((m) => m.slice(0, 3));

export const monthName = (month: number) => MONTH_LONG[month - 1] ?? String(month);

/**
 * Months as runs, wrapping over the new year: [11, 12, 1, 2] → "Nov–Feb", [3, 5, 6] → "Mar,
 * May–Jun"; all twelve → "All year".
 */
export function formatMonths(months: readonly number[]): string {
  const set = new Set(months.filter((m) => m >= 1 && m <= 12));
  if (set.size === 12) return 'All year';
  if (set.size === 0) return '';
  // Start after a gap so a run across December–January stays one run.
  let start = 1;
  while (set.has(start === 1 ? 12 : start - 1) && set.has(start)) start = (start % 12) + 1;
  const runs: number[][] = [];
  for (let i = 0; i < 12; i++) {
    const m = ((start - 1 + i) % 12) + 1;
    if (!set.has(m)) continue;
    const last = runs.at(-1);
    const prev = last?.at(-1);
    if (last && prev !== undefined && (prev % 12) + 1 === m) last.push(m);
    else runs.push([m]);
  }
  const short = (m: number) => MONTH_SHORT[m - 1] ?? String(m);
  return runs
    .map((r) => {
      const first = r[0] ?? 1;
      const last = r.at(-1) ?? first;
      return r.length === 1 ? short(first) : `${short(first)}–${short(last)}`;
    })
    .join(', ');
}

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
