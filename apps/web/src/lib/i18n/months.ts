import { useMemo } from 'react';
import { useIntl } from 'react-intl';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** Month names (index 0 = January) of a language through Intl. */
export function monthNames(locale: string, width: 'long' | 'short' | 'narrow'): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: width, timeZone: 'UTC' });
  return MONTHS.map((m) => format.format(Date.UTC(2024, m - 1, 15)));
}

/**
 * Months as readable ranges: [6,7,8,9] → 'Jun–Sep', [11,12,1,2] → 'Nov–Feb' (a range over the
 * new year stays in one piece), [2,3,7] → 'Feb–Mar, Jul'; all twelve → `allYear`.
 */
export function formatMonthRanges(
  months: readonly number[],
  short: readonly string[],
  allYear: string,
): string {
  const set = new Set(months.filter((m) => m >= 1 && m <= 12));
  if (set.size === 12) return allYear;
  if (set.size === 0) return '';
  let start = 1;
  while (set.has(start) && set.has(((start + 10) % 12) + 1)) start = (start % 12) + 1;
  while (!set.has(start)) start = (start % 12) + 1;
  const ranges: [number, number][] = [];
  for (let i = 0, m = start; i < 12; i++, m = (m % 12) + 1) {
    if (!set.has(m)) continue;
    const last = ranges.at(-1);
    if (last && last[1] % 12 === m - 1) last[1] = m;
    else ranges.push([m, m]);
  }
  const name = (m: number) => short[m - 1] ?? '';
  return ranges.map(([a, b]) => (a === b ? name(a) : `${name(a)}–${name(b)}`)).join(', ');
}

/**
 * Month names and month ranges in the page's language: `long[0]` 'January' / 'Januar',
 * `short[5]` 'Jun' / '6月', `name(3)` 'March', `ranges([6,7,8])` 'Jun–Aug'.
 */
export function useMonths() {
  const intl = useIntl();
  return useMemo(() => {
    const long = monthNames(intl.locale, 'long');
    const short = monthNames(intl.locale, 'short');
    const allYear = intl.formatMessage({ id: 'months.allYear' });
    return {
      long,
      short,
      name: (month: number) => long[month - 1] ?? String(month),
      ranges: (months: readonly number[]) => formatMonthRanges(months, short, allYear),
    };
  }, [intl]);
}
