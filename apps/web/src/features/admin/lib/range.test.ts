import { describe, expect, it } from 'vitest';
import { daysBefore, presetOf, presetRange, rangeOfSearch, searchOfRange } from './range.ts';

const NOW = Date.parse('2026-03-02T23:30:00Z');

describe('the dashboard range', () => {
  it('counts presets in whole UTC days, today included', () => {
    expect(presetRange(7, NOW)).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(presetRange(30, NOW)).toEqual({ from: '2026-02-01', to: '2026-03-02' });
    expect(presetRange(90, NOW)).toEqual({ from: '2025-12-03', to: '2026-03-02' });
    expect(daysBefore('2024-03-01', 1)).toBe('2024-02-29');
  });

  it('knows a preset again, but not once its last day is past', () => {
    expect(presetOf({ from: '2026-02-24', to: '2026-03-02' }, NOW)).toBe(7);
    expect(presetOf({ from: '2026-02-23', to: '2026-03-01' }, NOW)).toBeUndefined();
    expect(presetOf({}, NOW)).toBeUndefined();
  });

  it('reads the URL: the last 30 days when it names no day, else what it says', () => {
    expect(rangeOfSearch(new URLSearchParams(''), NOW)).toEqual(presetRange(30, NOW));
    expect(rangeOfSearch(new URLSearchParams('from=2026-01-05&to=2026-01-01'), NOW)).toEqual({
      from: '2026-01-05',
      to: '2026-01-01',
    });
    expect(rangeOfSearch(new URLSearchParams('to=2026-01-01&from='), NOW)).toEqual({
      from: undefined,
      to: '2026-01-01',
    });
  });

  it('writes only the days it has into the URL', () => {
    expect(searchOfRange({ from: '2026-01-01', to: '2026-01-31' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(searchOfRange({ to: '2026-01-31' })).toEqual({ to: '2026-01-31' });
  });
});
