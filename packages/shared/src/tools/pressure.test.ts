import { describe, expect, it } from 'vitest';
import type { ToolInputIssue } from './input.ts';
import {
  ambientPressure,
  atmosphericPressure,
  depthAtPressure,
  isWaterModel,
  metresPerBar,
  surfacePressure,
} from './pressure.ts';

/** A ToolInputError naming `field` (and, when given, the issue). */
const refused = (field: string, issue?: ToolInputIssue) =>
  expect.objectContaining({ name: 'ToolInputError', field, ...(issue && { issue }) }) as Error;

describe('atmosphericPressure', () => {
  it('is the sea-level pressure of the standard atmosphere at 0 m', () => {
    expect(atmosphericPressure(0)).toBeCloseTo(1.01325, 10);
  });

  it('follows the ISA barometric formula (and the published ISA tables)', () => {
    // 1.01325 × (1 − 2.25577e-5 × 1000)^5.25588 = 1.01325 × 0.97744^5.25588 = 1.01325 × 0.88699
    // = 0.89875 bar (ISA table: 898.76 hPa)
    expect(atmosphericPressure(1000)).toBeCloseTo(0.89875, 4);
    // 1.01325 × 0.954885^5.25588 = 1.01325 × 0.78456 = 0.79495 bar (ISA table: 795.0 hPa)
    expect(atmosphericPressure(2000)).toBeCloseTo(0.795, 3);
    // Dead Sea shore: 1.01325 × 1.0097^5.25588 = 1.01325 × 1.05204 = 1.06598 bar
    expect(atmosphericPressure(-430)).toBeCloseTo(1.066, 3);
    // 6,000 m: 1.01325 × 0.864654^5.25588 = 1.01325 × 0.46564 = 0.47181 bar (ISA: 472.2 hPa)
    expect(atmosphericPressure(6000)).toBeCloseTo(0.4718, 3);
  });

  it('refuses altitudes outside −500 … 6,000 m and non-numbers', () => {
    expect(() => atmosphericPressure(-501)).toThrow(
      refused('altitude', { code: 'range', min: -500, max: 6000 }),
    );
    expect(() => atmosphericPressure(6001)).toThrow(refused('altitude'));
    expect(() => atmosphericPressure(Number.NaN)).toThrow(refused('altitude', { code: 'number' }));
    expect(() => atmosphericPressure(Infinity)).toThrow(refused('altitude', { code: 'number' }));
  });
});

describe('surfacePressure', () => {
  it('is 1 bar in the training tables, whatever the altitude', () => {
    expect(surfacePressure({ water: 'tables' })).toBe(1);
    expect(surfacePressure({ water: 'tables', altitude: 2000 })).toBe(1);
  });

  it('is the atmosphere at the altitude of real water (sea level by default)', () => {
    expect(surfacePressure({ water: 'salt' })).toBeCloseTo(1.01325, 10);
    expect(surfacePressure({ water: 'fresh', altitude: 1000 })).toBeCloseTo(0.89875, 4);
    expect(surfacePressure({ water: 'en13319', altitude: 2000 })).toBeCloseTo(0.795, 3);
  });
});

describe('metresPerBar', () => {
  it('is 10 m in the tables and 1 bar / (ρ·g) in real water', () => {
    expect(metresPerBar('tables')).toBe(10);
    // 100000 / (1030 × 9.80665) = 100000 / 10100.85 = 9.90016 m
    expect(metresPerBar('salt')).toBeCloseTo(9.90016, 5);
    // 100000 / (1020 × 9.80665) = 100000 / 10002.78 = 9.99722 m
    expect(metresPerBar('en13319')).toBeCloseTo(9.99722, 5);
    // 100000 / (1000 × 9.80665) = 10.19716 m
    expect(metresPerBar('fresh')).toBeCloseTo(10.19716, 5);
  });
});

describe('ambientPressure', () => {
  it('is the surface pressure at 0 m', () => {
    expect(ambientPressure(0, { water: 'tables' })).toBe(1);
    expect(ambientPressure(0, { water: 'fresh', altitude: 2000 })).toBeCloseTo(0.795, 3);
  });

  it('adds one bar per 10 m in the tables', () => {
    expect(ambientPressure(30, { water: 'tables' })).toBeCloseTo(4, 12); // 1 + 30/10
    expect(ambientPressure(15, { water: 'tables' })).toBeCloseTo(2.5, 12); // 1 + 15/10
  });

  it('adds ρ·g·d in real water', () => {
    // 1.01325 + 30 / 9.90016 = 1.01325 + 3.03025 = 4.04350 bar
    expect(ambientPressure(30, { water: 'salt' })).toBeCloseTo(4.0435, 4);
    // 1.01325 + 30 / 9.99722 = 1.01325 + 3.00083 = 4.01408 bar
    expect(ambientPressure(30, { water: 'en13319' })).toBeCloseTo(4.01408, 4);
    // 0.89875 + 30 / 10.19716 = 0.89875 + 2.94200 = 3.84074 bar
    expect(ambientPressure(30, { water: 'fresh', altitude: 1000 })).toBeCloseTo(3.84074, 4);
  });

  it('refuses depths outside 0 … 250 m', () => {
    expect(() => ambientPressure(-0.1, { water: 'salt' })).toThrow(
      refused('depth', { code: 'range', min: 0, max: 250 }),
    );
    expect(() => ambientPressure(250.1, { water: 'tables' })).toThrow(refused('depth'));
    expect(() => ambientPressure(Number.NaN, { water: 'tables' })).toThrow(
      refused('depth', { code: 'number' }),
    );
  });

  it('refuses an impossible altitude in real water', () => {
    expect(() => ambientPressure(10, { water: 'salt', altitude: 7000 })).toThrow(
      refused('altitude'),
    );
  });
});

describe('depthAtPressure', () => {
  it('is the inverse of the pressure at depth', () => {
    expect(depthAtPressure(4, { water: 'tables' })).toBeCloseTo(30, 10); // (4 − 1) × 10
    // (4.0435 − 1.01325) × 9.90016 = 3.03025 × 9.90016 = 30.000 m
    expect(depthAtPressure(4.0435, { water: 'salt' })).toBeCloseTo(30, 3);
    // (2 − 0.89875) × 10.19716 = 1.10125 × 10.19716 = 11.2296 m
    expect(depthAtPressure(2, { water: 'fresh', altitude: 1000 })).toBeCloseTo(11.2296, 3);
  });

  it('is negative for a pressure below the surface pressure', () => {
    expect(depthAtPressure(0.9, { water: 'tables' })).toBeCloseTo(-1, 10); // (0.9 − 1) × 10
  });
});

describe('isWaterModel', () => {
  it('accepts the four models and nothing else', () => {
    for (const w of ['tables', 'salt', 'en13319', 'fresh']) expect(isWaterModel(w)).toBe(true);
    for (const w of ['sea', 'Salt', '', null, undefined, 10]) expect(isWaterModel(w)).toBe(false);
  });
});
