import { WEEKDAYS, type Weekday } from '@divespot/shared/dive-center-vocabulary';
import type { OpeningHours } from '@divespot/shared/dive-centers';

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

/** `'monday'` → "Monday". */
export const weekdayName = (day: Weekday) => day.charAt(0).toUpperCase() + day.slice(1);

/** A short sentence under the open/closed badge, e.g. "Closes 5:00 PM" or "Opens Monday 8:00 AM". */
export function statusDetail(status: OpenStatus, today: Weekday, locale?: string): string | null {
  if (status.state === 'open') return `Closes ${formatTime(status.closes, locale)}`;
  if (status.state === 'closed' && status.opens) {
    const when =
      status.opens.day === today
        ? 'today'
        : status.opens.day === shift(today, 1)
          ? 'tomorrow'
          : weekdayName(status.opens.day);
    return `Opens ${when} ${formatTime(status.opens.time, locale)}`;
  }
  return null;
}
