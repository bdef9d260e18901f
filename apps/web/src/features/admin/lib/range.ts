/**
 * The dashboard's date range: UTC days, both included, as the reports take them (`?from=&to=`,
 * YYYY-MM-DD; docs/product/analytics.md). The page's URL holds the same two parameters, so a view
 * can be linked.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The ranges offered with one press: the last 7, 30 and 90 days, today included. */
export const RANGE_PRESETS = [7, 30, 90] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** What the reports are asked for when the URL names no range (the server's default too). */
export const DEFAULT_PRESET: RangePreset = 30;

export interface DayRange {
  /** First day (UTC), YYYY-MM-DD; left to the server when absent. */
  from?: string;
  /** Last day (UTC), YYYY-MM-DD; left to the server when absent. */
  to?: string;
}

/** The UTC day of a time, YYYY-MM-DD. */
export const utcDay = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** The UTC day `days` before `day` (YYYY-MM-DD). */
export const daysBefore = (day: string, days: number): string =>
  utcDay(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS);

/** The last `days` days up to today (UTC), both ends included. */
export function presetRange(days: RangePreset, now = Date.now()): Required<DayRange> {
  const to = utcDay(now);
  return { from: daysBefore(to, days - 1), to };
}

/** The preset a range is, if it is one (ending today). */
export function presetOf(range: DayRange, now = Date.now()): RangePreset | undefined {
  return RANGE_PRESETS.find((days) => {
    const preset = presetRange(days, now);
    return preset.from === range.from && preset.to === range.to;
  });
}

/**
 * The range a page URL asks for: its `from` and `to` as written (the server checks them and
 * names a bad one), or the default preset when it names neither.
 */
export function rangeOfSearch(search: URLSearchParams, now = Date.now()): DayRange {
  const from = search.get('from') || undefined;
  const to = search.get('to') || undefined;
  if (from === undefined && to === undefined) return presetRange(DEFAULT_PRESET, now);
  return { from, to };
}

/** The page URL's query for a range. */
export function searchOfRange(range: DayRange): Record<string, string> {
  const query: Record<string, string> = {};
  if (range.from) query.from = range.from;
  if (range.to) query.to = range.to;
  return query;
}
