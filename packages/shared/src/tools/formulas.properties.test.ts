import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  co2Table,
  lungAtDepth,
  o2Table,
  residualVolumeDepth,
  surfaceInterval,
} from './freediving.ts';
import { gasPlan } from './gas.ts';
import { LIMITS } from './input.ts';
import {
  bestMix,
  equivalentAirDepth,
  maximumOperatingDepth,
  oxygenPartialPressure,
} from './nitrox.ts';
import { ambientPressure, depthAtPressure, surfacePressure, WATER_MODELS } from './pressure.ts';

/** Any double in [min, max] (biased to small magnitudes), or one spread evenly over the range. */
const within = ({ min, max }: { min: number; max: number }) =>
  fc.oneof(
    fc.double({ min, max, noNaN: true }),
    fc.integer({ min: 0, max: 1e6 }).map((i) => Math.min(max, min + ((max - min) * i) / 1e6)),
  );
const env = fc.record({
  water: fc.constantFrom(...WATER_MODELS),
  altitude: within(LIMITS.altitude),
});
const depth = within(LIMITS.depth);
const o2 = within(LIMITS.o2);
const ppO2 = within(LIMITS.ppO2);

describe('pressure', () => {
  it('finds the depth back from the pressure at that depth', () => {
    fc.assert(
      fc.property(depth, env, (d, e) => {
        expect(depthAtPressure(ambientPressure(d, e), e)).toBeCloseTo(d, 9);
      }),
    );
  });

  it('rises with depth from the surface pressure', () => {
    fc.assert(
      fc.property(depth, depth, env, (a, b, e) => {
        fc.pre(b - a > 1e-6);
        expect(ambientPressure(0, e)).toBe(surfacePressure(e));
        expect(ambientPressure(a, e)).toBeLessThan(ambientPressure(b, e));
      }),
    );
  });
});

describe('MOD and best mix', () => {
  it('give the ppO2 limit at the MOD', () => {
    fc.assert(
      fc.property(o2, ppO2, env, (fo2, limit, e) => {
        const mod = maximumOperatingDepth(fo2, limit, e);
        expect(oxygenPartialPressure({ o2: fo2, depth: mod, env: e })).toBeCloseTo(limit, 9);
      }),
    );
  });

  it('are inverses: the best mix for the MOD is the mix', () => {
    fc.assert(
      fc.property(o2, ppO2, env, (fo2, limit, e) => {
        const mod = maximumOperatingDepth(fo2, limit, e);
        expect(bestMix(mod, limit, e).o2).toBeCloseTo(fo2, 9);
      }),
    );
  });

  it('are inverses: the MOD of the best mix is the depth, where nitrox fits', () => {
    fc.assert(
      fc.property(within({ min: 0, max: 80 }), ppO2, env, (d, limit, e) => {
        const best = bestMix(d, limit, e);
        fc.pre(best.o2 >= 21 && best.o2 < 100);
        expect(best.belowAir).toBe(false);
        expect(maximumOperatingDepth(best.o2, limit, e)).toBeCloseTo(d, 9);
      }),
    );
  });

  it('blend a whole percent that never exceeds the limit', () => {
    fc.assert(
      fc.property(depth, ppO2, env, (d, limit, e) => {
        const { o2: exact, blend, belowAir } = bestMix(d, limit, e);
        expect(Number.isInteger(blend)).toBe(true);
        expect(blend).toBeLessThanOrEqual(exact + 1e-9);
        expect(blend).toBeGreaterThan(exact - 1);
        expect(exact).toBeLessThanOrEqual(100);
        expect(belowAir).toBe(exact < 21);
        if (!belowAir) {
          expect(oxygenPartialPressure({ o2: blend, depth: d, env: e })).toBeLessThanOrEqual(
            limit + 1e-9,
          );
        }
      }),
    );
  });
});

describe('equivalent air depth', () => {
  it('is the depth for air, and between the surface and the depth for nitrox', () => {
    fc.assert(
      fc.property(o2, depth, env, (fo2, d, e) => {
        expect(equivalentAirDepth({ o2: 21, depth: d, env: e })).toBeCloseTo(d, 9);
        const ead = equivalentAirDepth({ o2: fo2, depth: d, env: e });
        expect(ead).toBeGreaterThanOrEqual(0);
        expect(ead).toBeLessThanOrEqual(d + 1e-9);
      }),
    );
  });
});

describe('lungs', () => {
  const lung = fc
    .record({ volume: within(LIMITS.lungVolume), residualVolume: within(LIMITS.lungVolume) })
    .map((v) => ({ ...v, residualVolume: Math.min(v.residualVolume, v.volume) }));

  it("keep P·V constant (Boyle's law)", () => {
    fc.assert(
      fc.property(lung, depth, env, (v, d, e) => {
        const at = lungAtDepth({ ...v, depth: d }, e);
        expect(at.pressure * at.volume).toBeCloseTo(surfacePressure(e) * v.volume, 9);
        expect(at.belowResidual).toBe(at.volume < v.residualVolume);
      }),
    );
  });

  it('reach the residual volume at the residual-volume depth', () => {
    fc.assert(
      fc.property(lung, env, (v, e) => {
        const rvDepth = residualVolumeDepth(v.volume, v.residualVolume, e);
        fc.pre(rvDepth <= LIMITS.depth.max);
        expect(rvDepth).toBeGreaterThanOrEqual(0);
        const at = lungAtDepth({ ...v, depth: rvDepth }, e);
        expect(at.volume).toBeCloseTo(v.residualVolume, 9);
      }),
    );
  });
});

describe('gas plan', () => {
  const plan = fc.record({
    depth,
    time: within(LIMITS.time),
    rmv: within(LIMITS.rmv),
    tankVolume: within(LIMITS.tankVolume),
    startPressure: within(LIMITS.pressure),
    env,
  });

  it('spends the gas needed along a profile that ends at the surface', () => {
    fc.assert(
      fc.property(plan, (input) => {
        const p = gasPlan(input);
        const last = p.profile.at(-1)!;
        expect(last.depth).toBe(0);
        expect(last.pressure).toBeCloseTo(p.endPressure, 6);
        expect(p.pressureNeeded * input.tankVolume).toBeCloseTo(p.gasNeeded, 6);
        for (let i = 1; i < p.profile.length; i++) {
          expect(p.profile[i]!.time).toBeGreaterThanOrEqual(p.profile[i - 1]!.time);
          expect(p.profile[i]!.pressure).toBeLessThanOrEqual(p.profile[i - 1]!.pressure);
        }
        expect(p.enough).toBe(p.endPressure >= p.minimumPressure);
        expect(p.turnPressure).toBeLessThanOrEqual(input.startPressure);
        expect(p.turnPressure).toBeGreaterThanOrEqual(
          Math.min(input.startPressure, p.minimumPressure),
        );
      }),
    );
  });
});

describe('freediving rules', () => {
  it('rest for the longest of the three rules', () => {
    const dive = fc.record({ diveTime: within(LIMITS.seconds), depth });
    fc.assert(
      fc.property(dive, env, (d, e) => {
        const rest = surfaceInterval(d, e);
        expect(rest.seconds).toBe(Math.max(...Object.values(rest.rules)));
        expect(rest.rules[rest.rule]).toBe(rest.seconds);
      }),
    );
  });

  it('build tables of eight rounds in steps of 5 s', () => {
    fc.assert(
      fc.property(within(LIMITS.personalBest), (pb) => {
        for (const table of [co2Table(pb), o2Table(pb)]) {
          expect(table).toHaveLength(8);
          for (const { rest, hold } of table) {
            expect(rest % 5).toBe(0);
            expect(hold % 5).toBe(0);
            expect(Math.abs(hold - pb / 2)).toBeLessThanOrEqual(0.3 * pb + 2.5);
          }
        }
        const o2Holds = o2Table(pb).map((r) => r.hold);
        expect(o2Holds).toEqual([...o2Holds].sort((a, b) => a - b));
      }),
    );
  });
});
