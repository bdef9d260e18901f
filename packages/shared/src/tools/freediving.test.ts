import { describe, expect, it } from 'vitest';
import {
  co2Table,
  freediveTimes,
  lungAtDepth,
  o2Table,
  residualVolumeDepth,
  surfaceInterval,
} from './freediving.ts';
import type { ToolInputIssue } from './input.ts';

/** A ToolInputError naming `field` (and, when given, the issue). */
const refused = (field: string, issue?: ToolInputIssue) =>
  expect.objectContaining({ name: 'ToolInputError', field, ...(issue && { issue }) }) as Error;

const tables = { water: 'tables' } as const;
const salt = { water: 'salt' } as const;

describe('lungAtDepth', () => {
  it("follows Boyle's law in the training tables", () => {
    // 6 L × 1 bar / (1 + 30/10) bar = 1.5 L
    expect(lungAtDepth({ volume: 6, residualVolume: 1.2, depth: 30 }, tables)).toEqual({
      pressure: 4,
      volume: 1.5,
      belowResidual: false,
    });
    expect(lungAtDepth({ volume: 6, residualVolume: 1.2, depth: 0 }, tables).volume).toBe(6);
  });

  it('uses the real surface pressure and density', () => {
    // 6 × 1.01325 / (1.01325 + 30/9.90016) = 6.0795 / 4.04350 = 1.5035 L
    const sea = lungAtDepth({ volume: 6, residualVolume: 1.2, depth: 30 }, salt);
    expect(sea.pressure).toBeCloseTo(4.0435, 4);
    expect(sea.volume).toBeCloseTo(1.5035, 4);
    // 6 × 0.89875 / (0.89875 + 30/10.19716) = 5.3925 / 3.84074 = 1.4040 L
    const lake = { water: 'fresh', altitude: 1000 } as const;
    expect(lungAtDepth({ volume: 6, residualVolume: 1.2, depth: 30 }, lake).volume).toBeCloseTo(
      1.404,
      3,
    );
  });

  it('flags lungs squeezed below their residual volume', () => {
    // 6 / (1 + 20/10) = 2 L: at the residual volume, not below
    expect(lungAtDepth({ volume: 6, residualVolume: 2, depth: 20 }, tables).belowResidual).toBe(
      false,
    );
    // 6 / (1 + 21/10) = 1.94 L < 2 L
    expect(lungAtDepth({ volume: 6, residualVolume: 2, depth: 21 }, tables).belowResidual).toBe(
      true,
    );
  });

  it('refuses impossible lungs', () => {
    const lung =
      (volume: number, residualVolume: number, depth = 10) =>
      () =>
        lungAtDepth({ volume, residualVolume, depth }, salt);
    expect(lung(6, 6.5)).toThrow(refused('residualVolume', { code: 'notAbove', other: 'volume' }));
    expect(lung(16, 1.5)).toThrow(refused('volume', { code: 'range', min: 0.5, max: 15 }));
    expect(lung(6, 0.4)).toThrow(refused('residualVolume'));
    expect(lung(Number.NaN, 1.5)).toThrow(refused('volume', { code: 'number' }));
    expect(lung(6, 1.5, 251)).toThrow(refused('depth'));
  });
});

describe('residualVolumeDepth', () => {
  it('is where the breath is squeezed to the residual volume', () => {
    // P = 1 × 6/1.5 = 4 bar → (4 − 1) × 10 = 30 m
    expect(residualVolumeDepth(6, 1.5, tables)).toBeCloseTo(30, 10);
    // P = 1.01325 × 4 = 4.053 bar → (4.053 − 1.01325) × 9.90016 = 3.03975 × 9.90016 = 30.094 m
    expect(residualVolumeDepth(6, 1.5, salt)).toBeCloseTo(30.094, 3);
    // P = 0.89875 × 4 = 3.595 bar → (3.595 − 0.89875) × 10.19716 = 2.69625 × 10.19716 = 27.494 m
    const lake = { water: 'fresh', altitude: 1000 } as const;
    expect(residualVolumeDepth(6, 1.5, lake)).toBeCloseTo(27.494, 3);
  });

  it('is the surface when the residual volume is the whole breath', () => {
    expect(residualVolumeDepth(3, 3, salt)).toBe(0);
    // 1.01325-ish × 8.886481 / 8.886481 rounds a hair below the surface pressure: still 0, not −0
    expect(residualVolumeDepth(8.886481, 8.886481, { water: 'salt', altitude: 532.057 })).toBe(0);
  });

  it('refuses a residual volume above the breath', () => {
    expect(() => residualVolumeDepth(4, 5, tables)).toThrow(
      refused('residualVolume', { code: 'notAbove', other: 'volume' }),
    );
    expect(() => residualVolumeDepth(0.2, 0.1, tables)).toThrow(refused('volume'));
  });
});

describe('freediveTimes', () => {
  it('divides the depth by each speed', () => {
    // 30 m / 1 m/s = 30 s down, 30 / 1.2 = 25 s up, 10 s at depth
    expect(freediveTimes({ depth: 30, descentSpeed: 1, ascentSpeed: 1.2, bottom: 10 })).toEqual({
      descent: 30,
      bottom: 10,
      ascent: 25,
      total: 65,
    });
    // 20 / 0.8 = 25 s down, 20 / 1 = 20 s up, no bottom time by default
    expect(freediveTimes({ depth: 20, descentSpeed: 0.8, ascentSpeed: 1 })).toEqual({
      descent: 25,
      bottom: 0,
      ascent: 20,
      total: 45,
    });
  });

  it('refuses impossible speeds and times', () => {
    const dive = { depth: 30, descentSpeed: 1, ascentSpeed: 1 };
    expect(() => freediveTimes({ ...dive, descentSpeed: 0 })).toThrow(
      refused('descentSpeed', { code: 'range', min: 0.1, max: 3 }),
    );
    expect(() => freediveTimes({ ...dive, ascentSpeed: 4 })).toThrow(refused('ascentSpeed'));
    expect(() => freediveTimes({ ...dive, bottom: 601 })).toThrow(
      refused('bottom', { code: 'range', min: 0, max: 600 }),
    );
    expect(() => freediveTimes({ ...dive, depth: -1 })).toThrow(refused('depth'));
  });
});

describe('surfaceInterval', () => {
  it('is twice the dive time after a long shallow dive', () => {
    // 2 × 120 = 240 s; 5/5 min = 60 s; 120 × (1 + 5/10) = 180 s
    const rest = surfaceInterval({ diveTime: 120, depth: 5 }, tables);
    expect(rest).toEqual({
      seconds: 240,
      rule: 'twiceDiveTime',
      rules: { twiceDiveTime: 240, depthOverFive: 60, timeTimesPressure: 180 },
    });
  });

  it('is the depth over five after a short deep dive', () => {
    // 2 × 90 = 180 s; 40/5 = 8 min = 480 s; 90 × (1 + 40/10) = 450 s
    const rest = surfaceInterval({ diveTime: 90, depth: 40 }, tables);
    expect(rest.rule).toBe('depthOverFive');
    expect(rest.seconds).toBeCloseTo(480, 10);
    expect(rest.rules.timeTimesPressure).toBeCloseTo(450, 10);
  });

  it('is the dive time times the pressure after a long deep dive', () => {
    // 2 × 120 = 240 s; 30/5 = 6 min = 360 s; 120 × (1 + 30/10) = 480 s
    const rest = surfaceInterval({ diveTime: 120, depth: 30 }, tables);
    expect(rest.rule).toBe('timeTimesPressure');
    expect(rest.seconds).toBeCloseTo(480, 10);
    // in the sea: 120 × (1.01325 + 30/9.90016) = 120 × 4.04350 = 485.22 s
    expect(surfaceInterval({ diveTime: 120, depth: 30 }, salt).seconds).toBeCloseTo(485.22, 2);
  });

  it('refuses impossible dives', () => {
    expect(() => surfaceInterval({ diveTime: 0, depth: 10 }, tables)).toThrow(
      refused('diveTime', { code: 'range', min: 1, max: 1800 }),
    );
    expect(() => surfaceInterval({ diveTime: 60, depth: Number.NaN }, tables)).toThrow(
      refused('depth'),
    );
  });
});

describe('co2Table', () => {
  it('holds half the personal best while the rests shorten by 15 s', () => {
    // 120 × 0.5 = 60 s; rests 120, 105, …, 120 − 7 × 15 = 15
    expect(co2Table(120)).toEqual(
      [120, 105, 90, 75, 60, 45, 30, 15].map((rest) => ({ rest, hold: 60 })),
    );
  });

  it('rounds the hold to 5 s', () => {
    expect(co2Table(125)[0]!.hold).toBe(65); // 62.5 → 65
    expect(co2Table(121)[0]!.hold).toBe(60); // 60.5 → 60
    expect(co2Table(30)[7]).toEqual({ rest: 15, hold: 15 }); // 15 exactly
  });

  it('refuses an impossible personal best', () => {
    expect(() => co2Table(29)).toThrow(
      refused('personalBest', { code: 'range', min: 30, max: 900 }),
    );
    expect(() => co2Table(Infinity)).toThrow(refused('personalBest', { code: 'number' }));
  });
});

describe('o2Table', () => {
  it('lengthens the holds from half to 80 % of the personal best after 2:00 rests', () => {
    // 120 × (0.5 + 0.3 i/7): 60, 65.1, 70.3, 75.4, 80.6, 85.7, 90.9, 96 → nearest 5 s
    expect(o2Table(120)).toEqual(
      [60, 65, 70, 75, 80, 85, 90, 95].map((hold) => ({ rest: 120, hold })),
    );
    // 300 × (0.5 + 0.3 i/7): 150, 162.9, 175.7, 188.6, 201.4, 214.3, 227.1, 240
    expect(o2Table(300).map((r) => r.hold)).toEqual([150, 165, 175, 190, 200, 215, 225, 240]);
  });

  it('refuses an impossible personal best', () => {
    expect(() => o2Table(901)).toThrow(refused('personalBest'));
  });
});
