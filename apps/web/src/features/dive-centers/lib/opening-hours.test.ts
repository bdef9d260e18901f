import type { OpeningHours } from '@divespot/shared/dive-centers';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import de from '../../../lib/i18n/catalogs/de.json';
import enUS from '../../../lib/i18n/catalogs/en-US.json';
import { formatTime, openStatus, statusDetail, weekdayName, zonedClock } from './opening-hours.ts';

const english = createIntl({ locale: 'en-US', messages: enUS });
const german = createIntl({ locale: 'de', messages: de });

// Monday 1 January 2024, 12:00 UTC.
const MONDAY_NOON_UTC = new Date('2024-01-01T12:00:00Z');
const at = (iso: string) => new Date(iso);

const weekdays: OpeningHours = {
  monday: { open: '08:00', close: '17:00' },
  tuesday: { open: '08:00', close: '17:00' },
  wednesday: { open: '08:00', close: '17:00' },
  thursday: { open: '08:00', close: '17:00' },
  friday: { open: '08:00', close: '17:00' },
  saturday: { open: '09:00', close: '13:00' },
  sunday: 'closed',
};

describe('zonedClock', () => {
  it("reads the weekday and time in the center's zone, not the visitor's", () => {
    expect(zonedClock(MONDAY_NOON_UTC, 'Africa/Cairo')).toEqual({
      day: 'monday',
      minutes: 14 * 60,
    });
    expect(zonedClock(MONDAY_NOON_UTC, 'America/Los_Angeles')).toEqual({
      day: 'monday',
      minutes: 4 * 60,
    });
    // UTC+14: already Tuesday.
    expect(zonedClock(MONDAY_NOON_UTC, 'Pacific/Kiritimati')).toEqual({
      day: 'tuesday',
      minutes: 2 * 60,
    });
    expect(zonedClock(at('2024-01-01T00:00:00Z'), 'UTC')).toEqual({ day: 'monday', minutes: 0 });
  });
});

describe('openStatus', () => {
  it('is open within the day’s hours and says when it closes', () => {
    // 14:00 in Cairo on a Monday.
    expect(openStatus(weekdays, 'Africa/Cairo', MONDAY_NOON_UTC)).toEqual({
      state: 'open',
      closes: '17:00',
    });
  });

  it('is closed before opening and after closing, with the next opening', () => {
    // 04:00 in Los Angeles: opens at 08:00 today.
    expect(openStatus(weekdays, 'America/Los_Angeles', MONDAY_NOON_UTC)).toEqual({
      state: 'closed',
      opens: { day: 'monday', time: '08:00' },
    });
    // 17:00 sharp on Monday in UTC: closed, opens Tuesday.
    expect(openStatus(weekdays, 'UTC', at('2024-01-01T17:00:00Z'))).toEqual({
      state: 'closed',
      opens: { day: 'tuesday', time: '08:00' },
    });
  });

  it('skips closed days when looking for the next opening', () => {
    // Saturday 6 January 2024, 15:00 UTC: Sunday is closed, so Monday.
    expect(openStatus(weekdays, 'UTC', at('2024-01-06T15:00:00Z'))).toEqual({
      state: 'closed',
      opens: { day: 'monday', time: '08:00' },
    });
    // Sunday all day.
    expect(openStatus(weekdays, 'UTC', at('2024-01-07T10:00:00Z')).state).toBe('closed');
  });

  it('handles hours that run past midnight', () => {
    const nightly: OpeningHours = { friday: { open: '18:00', close: '02:00' }, saturday: 'closed' };
    // Friday 5 January 2024, 23:00 UTC: open.
    expect(openStatus(nightly, 'UTC', at('2024-01-05T23:00:00Z'))).toEqual({
      state: 'open',
      closes: '02:00',
    });
    // Saturday 01:30: still Friday's session.
    expect(openStatus(nightly, 'UTC', at('2024-01-06T01:30:00Z'))).toEqual({
      state: 'open',
      closes: '02:00',
    });
    // Saturday 02:30: closed, next Friday.
    expect(openStatus(nightly, 'UTC', at('2024-01-06T02:30:00Z'))).toEqual({
      state: 'closed',
      opens: { day: 'friday', time: '18:00' },
    });
  });

  it('is unknown when no hours are published, and has no next opening when never open', () => {
    expect(openStatus(null, 'UTC', MONDAY_NOON_UTC)).toEqual({ state: 'unknown' });
    expect(openStatus({}, 'UTC', MONDAY_NOON_UTC)).toEqual({ state: 'unknown' });
    expect(openStatus({ monday: 'closed' }, 'UTC', MONDAY_NOON_UTC)).toEqual({
      state: 'closed',
      opens: null,
    });
  });
});

describe('formatTime, weekdayName and statusDetail', () => {
  it('writes times in the visitor’s locale', () => {
    expect(formatTime('08:00', 'en-US')).toBe('8:00 AM');
    expect(formatTime('17:30', 'en-GB')).toBe('17:30');
  });

  it('names weekdays in the page’s language', () => {
    expect(weekdayName('monday', english)).toBe('Monday');
    expect(weekdayName('sunday', english)).toBe('Sunday');
    expect(weekdayName('thursday', german)).toBe('Donnerstag');
  });

  it('says when a center closes or opens next', () => {
    expect(statusDetail({ state: 'open', closes: '17:00' }, 'monday', english)).toBe(
      'Closes 5:00 PM',
    );
    const opens = (day: 'monday' | 'tuesday' | 'thursday', intl = english) =>
      statusDetail({ state: 'closed', opens: { day, time: '08:00' } }, 'monday', intl);
    expect(opens('monday')).toBe('Opens today 8:00 AM');
    expect(opens('tuesday')).toBe('Opens tomorrow 8:00 AM');
    expect(opens('thursday')).toBe('Opens Thursday 8:00 AM');
    expect(opens('thursday', german)).toBe('Öffnet am Donnerstag um 8:00');
    expect(statusDetail({ state: 'unknown' }, 'monday', english)).toBeNull();
  });
});
