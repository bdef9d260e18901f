import { describe, expect, it } from 'vitest';
import type { ToolInputIssue } from './input.ts';
import {
  bestMix,
  eadTable,
  equivalentAirDepth,
  maximumOperatingDepth,
  oxygenPartialPressure,
} from './nitrox.ts';

/** A ToolInputError naming `field` (and, when given, the issue). */
const refused = (field: string, issue?: ToolInputIssue) =>
  expect.objectContaining({ name: 'ToolInputError', field, ...(issue && { issue }) }) as Error;

describe('maximumOperatingDepth', () => {
  it('uses the round figures of the training tables', () => {
    expect(maximumOperatingDepth(32, 1.4, { water: 'tables' })).toBeCloseTo(33.75, 10); // (1.4/0.32 − 1) × 10 = 3.375 × 10
    expect(maximumOperatingDepth(21, 1.6, { water: 'tables' })).toBeCloseTo(66.19, 2); // (1.6/0.21 − 1) × 10 = 6.619 × 10
    expect(maximumOperatingDepth(100, 1.6, { water: 'tables' })).toBeCloseTo(6, 10); // (1.6/1 − 1) × 10
    // The tables take no account of altitude.
    expect(maximumOperatingDepth(32, 1.4, { water: 'tables', altitude: 2000 })).toBeCloseTo(33.75);
  });

  it('uses the density of the water and the real surface pressure', () => {
    // (1.4/0.32 − 1.01325) × 100000/(1030 × 9.80665) = 3.36175 × 9.90016 = 33.282 m
    expect(maximumOperatingDepth(32, 1.4, { water: 'salt' })).toBeCloseTo(33.28, 2);
    // 3.36175 × 100000/(1020 × 9.80665) = 3.36175 × 9.99722 = 33.608 m
    expect(maximumOperatingDepth(32, 1.4, { water: 'en13319' })).toBeCloseTo(33.61, 2);
    // 3.36175 × 100000/(1000 × 9.80665) = 3.36175 × 10.19716 = 34.280 m
    expect(maximumOperatingDepth(32, 1.4, { water: 'fresh' })).toBeCloseTo(34.28, 2);
  });

  it('is deeper in a lake at altitude, where the surface pressure is lower', () => {
    // surface 1.01325 × (1 − 0.0225577)^5.25588 = 0.89875 bar;
    // (4.375 − 0.89875) × 10.19716 = 3.47625 × 10.19716 = 35.448 m
    expect(maximumOperatingDepth(32, 1.4, { water: 'fresh', altitude: 1000 })).toBeCloseTo(
      35.45,
      2,
    );
  });

  it('refuses oxygen and ppO2 outside their ranges', () => {
    const salt = { water: 'salt' } as const;
    expect(() => maximumOperatingDepth(20, 1.4, salt)).toThrow(
      refused('o2', { code: 'range', min: 21, max: 100 }),
    );
    expect(() => maximumOperatingDepth(32, 1.7, salt)).toThrow(
      refused('ppO2', { code: 'range', min: 1.2, max: 1.6 }),
    );
    expect(() => maximumOperatingDepth(32, Number.NaN, salt)).toThrow(refused('ppO2'));
  });
});

describe('oxygenPartialPressure', () => {
  it('is FO2 × the absolute pressure (Dalton)', () => {
    expect(oxygenPartialPressure({ o2: 32, depth: 30, env: { water: 'tables' } })).toBeCloseTo(
      1.28, // 0.32 × (1 + 30/10)
      10,
    );
    // 0.32 × (1.01325 + 30/9.90016) = 0.32 × 4.04350 = 1.29392 bar
    expect(oxygenPartialPressure({ o2: 32, depth: 30, env: { water: 'salt' } })).toBeCloseTo(
      1.2939,
      4,
    );
    // 0.32 × 0.79495 (surface at 2,000 m) = 0.25438 bar
    const env = { water: 'fresh', altitude: 2000 } as const;
    expect(oxygenPartialPressure({ o2: 32, depth: 0, env })).toBeCloseTo(0.2544, 4);
    expect(oxygenPartialPressure({ o2: 21, depth: 0, env: { water: 'tables' } })).toBeCloseTo(
      0.21,
      10,
    );
  });

  it('refuses an impossible mix or depth', () => {
    const env = { water: 'tables' } as const;
    expect(() => oxygenPartialPressure({ o2: 101, depth: 10, env })).toThrow(refused('o2'));
    expect(() => oxygenPartialPressure({ o2: 32, depth: -1, env })).toThrow(refused('depth'));
  });
});

describe('bestMix', () => {
  it('is the inverse of the MOD, rounded down for blending', () => {
    // 1.4 / (1 + 33.75/10) = 1.4 / 4.375 = 0.32
    expect(bestMix(33.75, 1.4, { water: 'tables' })).toEqual({
      o2: expect.closeTo(32, 10) as number,
      blend: 32,
      belowAir: false,
    });
    // 1.4 / 3 = 46.67 % → 46 % (rounding up would exceed 1.4 bar)
    const at20 = bestMix(20, 1.4, { water: 'tables' });
    expect(at20.o2).toBeCloseTo(46.667, 3);
    expect(at20.blend).toBe(46);
    // 1.4 / (1.01325 + 30/9.90016) = 1.4 / 4.04350 = 34.62 % → 34 %
    const salt = bestMix(30, 1.4, { water: 'salt' });
    expect(salt.o2).toBeCloseTo(34.62, 2);
    expect(salt.blend).toBe(34);
  });

  it('says when even air exceeds the limit', () => {
    // 1.4 / (1 + 60/10) = 0.2: less than air's 21 %
    expect(bestMix(60, 1.4, { water: 'tables' })).toEqual({
      o2: expect.closeTo(20, 10) as number,
      blend: 20,
      belowAir: true,
    });
    // 1.6 / (1 + 40/10) = 0.32: nitrox fits
    expect(bestMix(40, 1.6, { water: 'tables' }).belowAir).toBe(false);
  });

  it('never goes above pure oxygen', () => {
    // 1.6 / 1 = 160 % → 100 %; 1.4 / (1 + 2/10) = 116.7 % → 100 %; 1.4 / 1.4 = 100 % exactly
    expect(bestMix(0, 1.6, { water: 'tables' })).toEqual({ o2: 100, blend: 100, belowAir: false });
    expect(bestMix(2, 1.4, { water: 'tables' }).o2).toBe(100);
    expect(bestMix(4, 1.4, { water: 'tables' }).blend).toBe(100);
  });

  it('refuses an impossible depth or limit', () => {
    expect(() => bestMix(300, 1.4, { water: 'salt' })).toThrow(refused('depth'));
    expect(() => bestMix(30, 1.1, { water: 'salt' })).toThrow(refused('ppO2'));
  });
});

describe('equivalentAirDepth', () => {
  it('matches the nitrox course tables', () => {
    // (30 + 10) × 0.64/0.79 − 10 = 32.405 − 10 = 22.405 m
    const ean36 = { o2: 36, depth: 30 };
    expect(equivalentAirDepth({ ...ean36, env: { water: 'tables' } })).toBeCloseTo(22.405, 3);
    // (10 + 10) × 0.5/0.79 − 10 = 12.658 − 10 = 2.658 m
    const ean50 = { o2: 50, depth: 10, env: { water: 'tables' } } as const;
    expect(equivalentAirDepth(ean50)).toBeCloseTo(2.658, 3);
  });

  it('uses the density of the water', () => {
    // (0.64/0.79 × 4.04350 − 1.01325) × 9.90016 = (3.27575 − 1.01325) × 9.90016 = 22.399 m
    expect(equivalentAirDepth({ o2: 36, depth: 30, env: { water: 'salt' } })).toBeCloseTo(22.4, 2);
    // P = 1.01325 + 30/10.19716 = 3.95525; (0.64/0.79 × 3.95525 − 1.01325) × 10.19716
    // = (3.20425 − 1.01325) × 10.19716 = 2.191 × 10.19716 = 22.342 m
    expect(equivalentAirDepth({ o2: 36, depth: 30, env: { water: 'fresh' } })).toBeCloseTo(
      22.34,
      2,
    );
  });

  it('is the depth itself for air', () => {
    // FN2 / 0.79 = 1: the same nitrogen pressure as air
    for (const water of ['tables', 'salt', 'en13319', 'fresh'] as const) {
      expect(equivalentAirDepth({ o2: 21, depth: 30, env: { water } })).toBeCloseTo(30, 10);
    }
  });

  it('is never below the surface for rich mixes', () => {
    // (3 + 10) × 0.5/0.79 − 10 = −1.77 → 0
    expect(equivalentAirDepth({ o2: 50, depth: 3, env: { water: 'tables' } })).toBe(0);
    // 10 × 0.68/0.79 − 10 = −1.39 → 0
    expect(equivalentAirDepth({ o2: 32, depth: 0, env: { water: 'salt' } })).toBe(0);
    expect(equivalentAirDepth({ o2: 100, depth: 6, env: { water: 'tables' } })).toBe(0);
  });
});

describe('eadTable', () => {
  it('lists the course table from 0 to 40 m every 3 m, both ends included', () => {
    const rows = eadTable(32, { water: 'tables' });
    expect(rows.map((r) => r.depth)).toEqual([
      0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 40,
    ]);
    expect(rows[0]).toEqual({ depth: 0, ead: 0, ppO2: expect.closeTo(0.32, 10) as number });
    // at 30 m: 40 × 0.68/0.79 − 10 = 24.43 m, 0.32 × 4 = 1.28 bar
    expect(rows[10]!.ead).toBeCloseTo(24.43, 2);
    expect(rows[10]!.ppO2).toBeCloseTo(1.28, 10);
    // at 40 m: 50 × 0.68/0.79 − 10 = 33.04 m, 0.32 × 5 = 1.6 bar
    expect(rows[14]!.ead).toBeCloseTo(33.04, 2);
    expect(rows[14]!.ppO2).toBeCloseTo(1.6, 10);
  });

  it('takes any range, in either order, with the last row at its end', () => {
    const env = { water: 'salt' } as const;
    const depths = (options: { from?: number; to?: number; step?: number }) =>
      eadTable(36, env, options).map((r) => r.depth);
    expect(depths({ from: 10, to: 20, step: 5 })).toEqual([10, 15, 20]);
    expect(depths({ from: 20, to: 10, step: 5 })).toEqual([10, 15, 20]);
    expect(depths({ from: 0, to: 10, step: 4 })).toEqual([0, 4, 8, 10]);
    expect(depths({ from: 18, to: 18 })).toEqual([18]);
  });

  it('keeps to about 200 rows when the step is small for the range', () => {
    // 250 m / 0.1 m would be 2,500 rows: the step grows to 250/200 = 1.25 m, 201 rows
    const rows = eadTable(21, { water: 'fresh' }, { from: 0, to: 250, step: 0.1 });
    expect(rows).toHaveLength(201);
    expect(rows[1]!.depth).toBeCloseTo(1.25, 10);
    expect(rows.at(-1)!.depth).toBe(250);
  });

  it('refuses impossible bounds and steps', () => {
    const env = { water: 'tables' } as const;
    expect(() => eadTable(32, env, { from: -1 })).toThrow(refused('from'));
    expect(() => eadTable(32, env, { to: 251 })).toThrow(refused('to'));
    expect(() => eadTable(32, env, { step: 0 })).toThrow(
      refused('step', { code: 'range', min: 0.1, max: 100 }),
    );
    expect(() => eadTable(20, env)).toThrow(refused('o2'));
  });
});
