import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { compassPoint, describeWeather, localDate } from './weather-format.ts';

describe('weather formatting', () => {
  it('names WMO weather codes', () => {
    expect(describeWeather(0)).toEqual({ kind: 'clear', sky: 'clearSky' });
    expect(describeWeather(2)?.kind).toBe('partly-cloudy');
    expect(describeWeather(45)?.sky).toBe('fog');
    expect(describeWeather(63)?.sky).toBe('rain');
    expect(describeWeather(81)?.sky).toBe('rainShowers');
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
    const intl = createIntl({ locale: 'en-US' });
    const utc = { timeZone: 'UTC' } as const;
    expect(intl.formatDate(localDate('2025-06-03'), { ...utc, weekday: 'short' })).toBe('Tue');
    expect(
      intl.formatDate(localDate('2025-06-03'), {
        ...utc,
        weekday: 'long',
        month: 'long',
        day: 'numeric',
      }),
    ).toBe('Tuesday, June 3');
  });
});
