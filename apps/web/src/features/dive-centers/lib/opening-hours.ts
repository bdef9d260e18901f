import { WEEKDAYS, type Weekday } from '@divespot/shared/dive-center-vocabulary';
import type { OpeningHours } from '@divespot/shared/dive-centers';
import type { IntlShape } from 'react-intl';

/** The weekday and minute of the day it is at `now` in `timeZone` (the center's, not ours). */
export function zonedClock(now: Date, timeZone: string): { day: Weekday; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = part('weekday').toLowerCase() as Weekday;
  return { day, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const shift = (day: Weekday, by: number): Weekday =>
  WEEKDAYS[(WEEKDAYS.indexOf(day) + by + 7) % 7] as Weekday;

export type OpenStatus =
  | { state: 'open'; closes: string }
  | { state: 'closed'; opens: { day: Weekday; time: string } | null }
  | { state: 'unknown' };

/**
 * Whether the center is open at `now`, in its own time zone. A day whose closing time is not
 * after its opening time runs past midnight (e.g. 18:00–02:00 for night dives).
 */
export function openStatus(hours: OpeningHours | null, timeZone: string, now: Date): OpenStatus {
  if (!hours || WEEKDAYS.every((d) => hours[d] === undefined)) return { state: 'unknown' };
  const { day, minutes } = zonedClock(now, timeZone);

  const today = hours[day];
  if (today && today !== 'closed') {
    const open = toMinutes(today.open);
    const close = toMinutes(today.close);
    const overnight = close <= open;
    if (minutes >= open && (overnight || minutes < close))
      return { state: 'open', closes: today.close };
  }
  const yesterday = hours[shift(day, -1)];
  if (yesterday && yesterday !== 'closed') {
    const close = toMinutes(yesterday.close);
    if (close <= toMinutes(yesterday.open) && minutes < close) {
      return { state: 'open', closes: yesterday.close };
    }
  }
  return { state: 'closed', opens: nextOpening(hours, day, minutes) };
}

/** The next opening within a week: later today, else the first open day after today. */
function nextOpening(hours: OpeningHours, day: Weekday, minutes: number) {
  for (let i = 0; i < 7; i++) {
    const d = shift(day, i);
    const h = hours[d];
    if (!h || h === 'closed') continue;
    if (i > 0 || toMinutes(h.open) > minutes) return { day: d, time: h.open };
  }
  return null;
}

/** `'08:00'` as the visitor's locale writes a time of day, e.g. "8:00 AM" or "08:00". */
export function formatTime(hhmm: string, locale?: string): string {
  const date = new Date(Date.UTC(2000, 0, 1, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5))));
  return new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(date);
}

/** Monday 1 January 2024 at noon UTC: the first day of a week, to name weekdays by. */
const A_MONDAY = Date.UTC(2024, 0, 1, 12);

/** `'monday'` → "Monday", "Montag", "月曜日" … in the page's language. */
export const weekdayName = (day: Weekday, intl: IntlShape) =>
  intl.formatDate(A_MONDAY + WEEKDAYS.indexOf(day) * 86_400_000, {
    weekday: 'long',
    timeZone: 'UTC',
  });

/**
 * A short sentence under the open/closed badge in the page's language, e.g. "Closes 5:00 PM"
 * or "Opens Monday 8:00 AM".
 */
export function statusDetail(status: OpenStatus, today: Weekday, intl: IntlShape): string | null {
  if (status.state === 'open')
    return intl.formatMessage(
      { id: 'diveCenters.hours.closes' },
      { time: formatTime(status.closes, intl.locale) },
    );
  if (status.state === 'closed' && status.opens) {
    const time = formatTime(status.opens.time, intl.locale);
    if (status.opens.day === today)
      return intl.formatMessage({ id: 'diveCenters.hours.opensToday' }, { time });
    if (status.opens.day === shift(today, 1))
      return intl.formatMessage({ id: 'diveCenters.hours.opensTomorrow' }, { time });
    return intl.formatMessage(
      { id: 'diveCenters.hours.opensOn' },
      { day: weekdayName(status.opens.day, intl), time },
    );
  }
  return null;
}
