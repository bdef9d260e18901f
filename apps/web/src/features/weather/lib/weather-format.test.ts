import { describe, expect, it } from 'vitest';
import { compassPoint, dayLong, describeWeather, weekdayShort } from './weather-format.ts';

describe('weather formatting', () => {
  it('names WMO weather codes', () => {
    expect(describeWeather(0)).toEqual({ kind: 'clear', label: 'Clear sky' });
    expect(describeWeather(2)?.kind).toBe('partly-cloudy');
    expect(describeWeather(45)?.label).toBe('Fog');
    expect(describeWeather(63)?.label).toBe('Rain');
    expect(describeWeather(81)?.label).toBe('Rain showers');
    expect(describeWeather(95)?.kind).toBe('thunderstorm');
    expect(describeWeather(null)).toBeNull();
    expect(describeWeather(120)).toBeNull();
  });

  it('turns degrees into 16 compass points', () => {
    expect(compassPoint(0)).toBe('N');
    expect(compassPoint(359)).toBe('N');
    expect(compassPoint(22.5)).toBe('NNE');
    expect(compassPoint(225)).toBe('SW');
    expect(compassPoint(320)).toBe('NW');
    expect(compassPoint(-90)).toBe('W');
  });

  it('labels local dates without shifting them across time zones', () => {
    expect(weekdayShort('2025-06-03')).toBe('Tue');
    expect(dayLong('2025-06-03')).toBe('Tuesday, June 3');
  });
});
