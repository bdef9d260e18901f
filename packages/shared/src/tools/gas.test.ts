import { describe, expect, it } from 'vitest';
import { gasPlan, surfaceConsumption } from './gas.ts';
import type { ToolInputIssue } from './input.ts';

/** A ToolInputError naming `field` (and, when given, the issue). */
const refused = (field: string, issue?: ToolInputIssue) =>
  expect.objectContaining({ name: 'ToolInputError', field, ...(issue && { issue }) }) as Error;

describe('surfaceConsumption', () => {
  const logged = { tankVolume: 12, startPressure: 200, endPressure: 100, time: 20, depth: 15 };

  it('gives the breathing rate of the training tables', () => {
    const { gasUsed, rmv, sac } = surfaceConsumption({ ...logged, env: { water: 'tables' } });
    expect(gasUsed).toBeCloseTo(1200, 10); // (200 − 100) bar × 12 L
    expect(rmv).toBeCloseTo(24, 10); // 1200 L / 20 min / (1 + 15/10) bar
    expect(sac).toBeCloseTo(2, 10); // 24 L/min / 12 L
  });

  it('uses the density of the water', () => {
    // P = 1.01325 + 15/9.90016 = 2.52838 bar; 1200 / 20 / 2.52838 = 23.731 L/min
    const { gasUsed, rmv, sac } = surfaceConsumption({ ...logged, env: { water: 'salt' } });
    expect(gasUsed).toBeCloseTo(1200, 10);
    expect(rmv).toBeCloseTo(23.731, 3);
    expect(sac).toBeCloseTo(1.9776, 4); // 23.731 / 12
  });

  it('is zero when no gas was used', () => {
    const env = { water: 'tables' } as const;
    expect(surfaceConsumption({ ...logged, endPressure: 200, env })).toEqual({
      gasUsed: 0,
      rmv: 0,
      sac: 0,
    });
  });

  it('refuses an end pressure above the start pressure', () => {
    expect(() =>
      surfaceConsumption({ ...logged, endPressure: 201, env: { water: 'tables' } }),
    ).toThrow(refused('endPressure', { code: 'notAbove', other: 'startPressure' }));
  });

  it('refuses each impossible field by name', () => {
    const env = { water: 'salt' } as const;
    const run = (change: Partial<typeof logged>) => () =>
      surfaceConsumption({ ...logged, ...change, env });
    expect(run({ tankVolume: 0.3 })).toThrow(
      refused('tankVolume', { code: 'range', min: 0.4, max: 50 }),
    );
    expect(run({ startPressure: 351 })).toThrow(refused('startPressure'));
    expect(run({ endPressure: -1 })).toThrow(refused('endPressure'));
    expect(run({ time: 0 })).toThrow(refused('time', { code: 'range', min: 0.5, max: 600 }));
    expect(run({ depth: Number.NaN })).toThrow(refused('depth', { code: 'number' }));
  });
});

describe('gasPlan', () => {
  const dive = { depth: 30, time: 20, rmv: 20, tankVolume: 12, startPressure: 200 };

  it('adds the bottom time, the ascent at 9 m/min and the safety stop', () => {
    const plan = gasPlan({ ...dive, env: { water: 'tables' } });
    // bottom 20 min × 20 L/min × 4 bar = 1600 L
    // 30 → 5 m: 25/9 min × 20 × 2.75 bar (mean of 4 and 1.5) = 152.78 L
    // stop: 3 min × 20 × 1.5 bar = 90 L; 5 → 0 m: 5/9 min × 20 × 1.25 bar = 13.89 L
    // total 1856.67 L = 154.72 bar of 12 L; 200 − 154.72 = 45.28 bar left
    expect(plan.gasNeeded).toBeCloseTo(1856.67, 2);
    expect(plan.pressureNeeded).toBeCloseTo(154.72, 2);
    expect(plan.endPressure).toBeCloseTo(45.28, 2);
  });

  it('keeps a minimum gas for two divers at twice their rate', () => {
    const plan = gasPlan({ ...dive, env: { water: 'tables' } });
    // 20 × 2 × 2 = 80 L/min: 1 min × 4 bar = 320, 25/9 × 2.75 = 611.11, 3 × 1.5 = 360,
    // 5/9 × 1.25 = 55.56 → 80 × ... = 1346.67 L = 112.22 bar of 12 L
    expect(plan.minimumGas).toBeCloseTo(1346.67, 2);
    expect(plan.minimumPressure).toBeCloseTo(112.22, 2);
    // turn after a third of the gas above minimum: 200 − (200 − 112.22)/3 = 170.74 bar
    expect(plan.turnPressure).toBeCloseTo(170.74, 2);
    // 45.28 bar left < 112.22 bar minimum
    expect(plan.enough).toBe(false);
  });

  it('draws the profile with the pressure left at each point', () => {
    const { profile } = gasPlan({ ...dive, env: { water: 'tables' } });
    // 200 − 1600/12 = 66.67; − 152.78/12 = 53.94; − 90/12 = 46.44; − 13.89/12 = 45.28
    const expected = [
      [0, 30, 200],
      [20, 30, 66.667],
      [22.778, 5, 53.935], // + 25/9 min
      [25.778, 5, 46.435], // + 3 min
      [26.333, 0, 45.278], // + 5/9 min
    ];
    expect(profile).toHaveLength(expected.length);
    profile.forEach((point, i) => {
      const [time, depth, pressure] = expected[i]!;
      expect(point.time).toBeCloseTo(time!, 3);
      expect(point.depth).toBe(depth);
      expect(point.pressure).toBeCloseTo(pressure!, 3);
    });
  });

  it('says when a plan has enough gas', () => {
    const plan = gasPlan({ ...dive, depth: 18, time: 30, rmv: 15, env: { water: 'tables' } });
    // 30 × 15 × 2.8 = 1260; 13/9 × 15 × 2.15 = 46.58; 3 × 15 × 1.5 = 67.5; 5/9 × 15 × 1.25 = 10.42
    // = 1384.5 L = 115.375 bar → 84.625 bar left
    expect(plan.endPressure).toBeCloseTo(84.625, 3);
    // 60 L/min: 2.8 + 13/9 × 2.15 + 3 × 1.5 + 5/9 × 1.25 = 11.1 → 666 L = 55.5 bar
    expect(plan.minimumPressure).toBeCloseTo(55.5, 3);
    expect(plan.enough).toBe(true);
  });

  it('uses the density of the water', () => {
    // P(d) = 1.01325 + d/9.90016: 30 m 4.04350, 17.5 m 2.78090, 5 m 1.51829, 2.5 m 1.26577
    // 20 × (20 × 4.04350 + 25/9 × 2.78090 + 3 × 1.51829 + 5/9 × 1.26577) = 1877.06 L
    expect(gasPlan({ ...dive, env: { water: 'salt' } }).gasNeeded).toBeCloseTo(1877.06, 1);
  });

  it('goes straight up from 5 m or shallower, without a stop', () => {
    const plan = gasPlan({ ...dive, depth: 5, time: 30, env: { water: 'tables' } });
    // 30 × 20 × 1.5 = 900 + 5/9 × 20 × 1.25 = 13.89 → 913.89 L
    expect(plan.gasNeeded).toBeCloseTo(913.89, 2);
    // 80 × (1.5 + 5/9 × 1.25) = 175.56 L
    expect(plan.minimumGas).toBeCloseTo(175.56, 2);
    expect(plan.profile.map((p) => p.depth)).toEqual([5, 5, 0]);
  });

  it('turns at once when the cylinder holds less than the minimum gas', () => {
    // minimum 112.22 bar > 100 bar: nothing to spend
    expect(gasPlan({ ...dive, startPressure: 100, env: { water: 'tables' } }).turnPressure).toBe(
      100,
    );
  });

  it('refuses each impossible field by name', () => {
    const run = (change: Partial<typeof dive>) => () =>
      gasPlan({ ...dive, ...change, env: { water: 'fresh' } });
    expect(run({ depth: 251 })).toThrow(refused('depth'));
    expect(run({ time: 601 })).toThrow(refused('time'));
    expect(run({ rmv: 2 })).toThrow(refused('rmv', { code: 'range', min: 3, max: 100 }));
    expect(run({ tankVolume: 51 })).toThrow(refused('tankVolume'));
    expect(run({ startPressure: -Infinity })).toThrow(refused('startPressure'));
  });
});
