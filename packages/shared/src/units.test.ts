import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatQuantity,
  formatQuantityRange,
  fromMetric,
  QUANTITIES,
  toMetric,
  unitSymbol,
  type Quantity,
} from './units.ts';

const quantities = Object.keys(QUANTITIES) as Quantity[];

describe('conversions', () => {
  it('use the exact definitions of the imperial units', () => {
    expect(fromMetric('depth', 30, 'imperial')).toBeCloseTo(98.4252, 4);
    expect(toMetric('depth', 100, 'imperial')).toBeCloseTo(30.48, 10);
    expect(fromMetric('distance', 1.609344, 'imperial')).toBeCloseTo(1, 12);
    expect(fromMetric('temperature', 0, 'imperial')).toBe(32);
    expect(fromMetric('temperature', 100, 'imperial')).toBe(212);
    expect(toMetric('temperature', -40, 'imperial')).toBe(-40);
    expect(fromMetric('pressure', 200, 'imperial')).toBeCloseTo(2900.75, 2);
    expect(toMetric('pressure', 3000, 'imperial')).toBeCloseTo(206.843, 3);
    expect(fromMetric('volume', 11.1, 'imperial')).toBeCloseTo(0.392, 3);
    expect(toMetric('volume', 80, 'imperial')).toBeCloseTo(2265.35, 2);
    expect(fromMetric('speed', 9, 'imperial')).toBeCloseTo(29.5276, 4);
    expect(fromMetric('windSpeed', 100, 'imperial')).toBeCloseTo(62.1371, 4);
    expect(toMetric('windSpeed', 10, 'imperial')).toBeCloseTo(16.0934, 4);
    // 28.316846592 L per cubic foot; 0.06894757 bar per psi; 0.3048 m per foot.
    expect(fromMetric('flow', 28.316846592, 'imperial')).toBeCloseTo(1, 12);
    expect(fromMetric('pressureRate', 2, 'imperial')).toBeCloseTo(29.0075, 4);
    expect(fromMetric('verticalSpeed', 1, 'imperial')).toBeCloseTo(3.28084, 5);
  });

  it('leave metric values as they are', () => {
    for (const q of quantities) expect(fromMetric(q, 12.5, 'metric')).toBe(12.5);
    for (const q of quantities) expect(toMetric(q, 12.5, 'metric')).toBe(12.5);
  });

  it('come back to the same value within 0.5 % for every quantity', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...quantities),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        (q, metric) => {
          const back = toMetric(q, fromMetric(q, metric, 'imperial'), 'imperial');
          expect(Math.abs(back - metric)).toBeLessThanOrEqual(Math.abs(metric) * 0.005 + 1e-9);
        },
      ),
    );
  });

  it('name each unit', () => {
    expect(quantities.map((q) => [unitSymbol(q, 'metric'), unitSymbol(q, 'imperial')])).toEqual([
      ['m', 'ft'],
      ['km', 'mi'],
      ['°C', '°F'],
      ['bar', 'psi'],
      ['L', 'cu ft'],
      ['m/min', 'ft/min'],
      ['km/h', 'mph'],
      ['L/min', 'cu ft/min'],
      ['bar/min', 'psi/min'],
      ['m/s', 'ft/s'],
    ]);
  });
});

describe('formatQuantity', () => {
  it('writes the converted value with its unit in the language', () => {
    expect(formatQuantity('depth', 30, 'metric', 'en-US')).toBe('30 m');
    expect(formatQuantity('depth', 30, 'imperial', 'en-US')).toBe('98 ft');
    expect(
      formatQuantity('temperature', 26.5, 'metric', 'de-DE', { maximumFractionDigits: 1 }),
    ).toBe('26,5 °C');
    expect(formatQuantity('temperature', 26.5, 'imperial', 'en-US')).toBe('80°F');
    expect(formatQuantity('distance', 12.34, 'metric', 'fr-FR', { maximumFractionDigits: 1 })).toBe(
      '12,3\u202fkm',
    );
    expect(formatQuantity('distance', 10, 'imperial', 'en-US', { maximumFractionDigits: 1 })).toBe(
      '6.2 mi',
    );
    expect(formatQuantity('pressure', 200, 'imperial', 'en-US')).toBe('2,901\u00a0psi');
    expect(formatQuantity('pressure', 200, 'metric', 'de-DE')).toBe('200\u00a0bar');
    expect(formatQuantity('volume', 2265.35, 'imperial', 'en-US')).toBe('80\u00a0cu ft');
    expect(formatQuantity('speed', 9, 'metric', 'en-US')).toBe('9 m/min');
    expect(formatQuantity('windSpeed', 20, 'metric', 'en-US')).toBe('20 km/h');
    expect(formatQuantity('windSpeed', 20, 'imperial', 'en-US')).toBe('12 mph');
    expect(formatQuantity('flow', 15.5, 'metric', 'de-DE', { maximumFractionDigits: 1 })).toBe(
      '15,5 L/min',
    );
    expect(
      formatQuantity('verticalSpeed', 1, 'imperial', 'en-US', { maximumFractionDigits: 1 }),
    ).toBe('3.3 ft/s');
  });

  it('writes ranges as the language does', () => {
    expect(formatQuantityRange('depth', 5, 30, 'metric', 'en-US')).toBe('5–30 m');
    expect(formatQuantityRange('depth', 5, 30, 'imperial', 'en-US')).toBe('16–98 ft');
    expect(formatQuantityRange('volume', 10, 12, 'metric', 'en-US')).toBe('10–12\u00a0L');
  });

  it('writes every quantity in Japanese', () => {
    expect(formatQuantity('depth', 18, 'metric', 'ja-JP')).toBe('18 m');
    expect(formatQuantity('temperature', 24, 'metric', 'ja-JP')).toBe('24°C');
  });
});
