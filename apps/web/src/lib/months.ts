/** Month names and month lists, shared by the spot and marine-life pages. */

/** Short month names, January first, for histograms and month lists. */
export const MONTH_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

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

/** Month number (1–12) to its name. */
export const monthName = (month: number) => MONTH_LONG[month - 1] ?? String(month);

/**
 * Months as readable ranges: [1..12] → 'All year', [6,7,8,9] → 'Jun–Sep',
 * [11,12,1,2] → 'Nov–Feb' (wraps over the new year), [2,3,7] → 'Feb–Mar, Jul'.
 */
export function formatMonths(months: readonly number[]): string {
  const set = new Set(months.filter((m) => m >= 1 && m <= 12));
  if (set.size === 12) return 'All year';
  if (set.size === 0) return '';
  // Start after a gap so a range over the new year stays in one piece.
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
  const name = (m: number) => MONTH_SHORT[m - 1] ?? '';
  return ranges.map(([a, b]) => (a === b ? name(a) : `${name(a)}–${name(b)}`)).join(', ');
}
