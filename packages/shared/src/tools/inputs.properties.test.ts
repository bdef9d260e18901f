import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as freediving from './freediving.ts';
import { gasPlan, surfaceConsumption } from './gas.ts';
import { attempt, LIMITS, ToolInputError, type ToolInputIssue } from './input.ts';
import * as nitrox from './nitrox.ts';
import { ambientPressure, atmosphericPressure, WATER_MODELS, type WaterModel } from './pressure.ts';

type Range = { readonly min: number; readonly max: number };

/** A calculator, the range of each of its numeric inputs, and how to call it. */
interface Tool<K extends string> {
  fields: Record<K, Range>;
  /** Makes valid inputs agree with each other (end pressure ≤ start, residual ≤ lung volume). */
  consistent?: (v: Record<K, number>) => Record<K, number>;
  run: (v: Record<K, number>, water: WaterModel) => unknown;
}
const tool = <K extends string>(t: Tool<K>) => t as unknown as Tool<string>;
const env = (v: { altitude: number }, water: WaterModel) => ({ water, altitude: v.altitude });

const L = LIMITS;
const lungs = { volume: L.lungVolume, residualVolume: L.lungVolume };
const alt = { altitude: L.altitude };
const pb = { personalBest: L.personalBest };
const residualNotAbove = <V extends { volume: number; residualVolume: number }>(v: V) => ({
  ...v,
  residualVolume: Math.min(v.residualVolume, v.volume),
});

const TOOLS: Record<string, Tool<string>> = {
  atmosphericPressure: tool({ fields: alt, run: (v) => atmosphericPressure(v.altitude) }),
  ambientPressure: tool({
    fields: { depth: L.depth, ...alt },
    run: (v, w) => ambientPressure(v.depth, env(v, w)),
  }),
  maximumOperatingDepth: tool({
    fields: { o2: L.o2, ppO2: L.ppO2, ...alt },
    run: (v, w) => nitrox.maximumOperatingDepth(v.o2, v.ppO2, env(v, w)),
  }),
  oxygenPartialPressure: tool({
    fields: { o2: L.o2, depth: L.depth, ...alt },
    run: (v, w) => nitrox.oxygenPartialPressure({ ...v, env: env(v, w) }),
  }),
  bestMix: tool({
    fields: { depth: L.depth, ppO2: L.ppO2, ...alt },
    run: (v, w) => nitrox.bestMix(v.depth, v.ppO2, env(v, w)),
  }),
  equivalentAirDepth: tool({
    fields: { o2: L.o2, depth: L.depth, ...alt },
    run: (v, w) => nitrox.equivalentAirDepth({ ...v, env: env(v, w) }),
  }),
  eadTable: tool({
    fields: { o2: L.o2, from: L.depth, to: L.depth, step: { min: 0.1, max: 100 }, ...alt },
    run: (v, w) => nitrox.eadTable(v.o2, env(v, w), v),
  }),
  surfaceConsumption: tool({
    fields: {
      tankVolume: L.tankVolume,
      startPressure: L.pressure,
      endPressure: L.pressure,
      time: L.time,
      depth: L.depth,
      ...alt,
    },
    consistent: (v) => ({ ...v, endPressure: Math.min(v.endPressure, v.startPressure) }),
    run: (v, w) => surfaceConsumption({ ...v, env: env(v, w) }),
  }),
  gasPlan: tool({
    fields: {
      depth: L.depth,
      time: L.time,
      rmv: L.rmv,
      tankVolume: L.tankVolume,
      startPressure: L.pressure,
      ...alt,
    },
    run: (v, w) => gasPlan({ ...v, env: env(v, w) }),
  }),
  lungAtDepth: tool({
    fields: { ...lungs, depth: L.depth, ...alt },
    consistent: residualNotAbove,
    run: (v, w) => freediving.lungAtDepth(v, env(v, w)),
  }),
  residualVolumeDepth: tool({
    fields: { ...lungs, ...alt },
    consistent: residualNotAbove,
    run: (v, w) => freediving.residualVolumeDepth(v.volume, v.residualVolume, env(v, w)),
  }),
  freediveTimes: tool({
    fields: {
      depth: L.depth,
      descentSpeed: L.verticalSpeed,
      ascentSpeed: L.verticalSpeed,
      bottom: { min: 0, max: 600 },
    },
    run: (v) => freediving.freediveTimes(v),
  }),
  surfaceInterval: tool({
    fields: { diveTime: L.seconds, depth: L.depth, ...alt },
    run: (v, w) => freediving.surfaceInterval(v, env(v, w)),
  }),
  co2Table: tool({ fields: pb, run: (v) => freediving.co2Table(v.personalBest) }),
  o2Table: tool({ fields: pb, run: (v) => freediving.o2Table(v.personalBest) }),
};

const water = fc.constantFrom(...WATER_MODELS);
/** Any double in [min, max] (biased to small magnitudes), or one spread evenly over the range. */
const within = ({ min, max }: Range) =>
  fc.oneof(
    fc.double({ min, max, noNaN: true }),
    fc.integer({ min: 0, max: 1e6 }).map((i) => Math.min(max, min + ((max - min) * i) / 1e6)),
  );
/** NaN, ±Infinity, or a finite number outside [min, max]. */
const outside = ({ min, max }: Range) =>
  fc.oneof(
    fc.constantFrom(Number.NaN, Infinity, -Infinity),
    fc.double({ min: -1e9, max: min, noNaN: true }).filter((x) => x < min),
    fc.double({ min: max, max: 1e9, noNaN: true }).filter((x) => x > max),
  );
const validInput = (t: Tool<string>) =>
  fc
    .record(Object.fromEntries(Object.entries(t.fields).map(([k, r]) => [k, within(r)])))
    .map((v) => t.consistent?.(v) ?? v);

/** Every number in a result (nested in objects and arrays). */
const numbersIn = (value: unknown): number[] =>
  typeof value === 'number'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(numbersIn)
      : [];

/** Checks that `run` throws a ToolInputError for `field`, and that attempt() reports it. */
function expectRefused(run: () => unknown, field: string, issue?: ToolInputIssue) {
  expect(run).toThrow(ToolInputError);
  const result = attempt(run);
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.error).toBeInstanceOf(ToolInputError);
  expect(result.error.field).toBe(field);
  if (issue) expect(result.error.issue).toEqual(issue);
}

describe.each(Object.entries(TOOLS))('%s', (_, t) => {
  it('gives only finite numbers for every valid input, in every water and altitude', () => {
    fc.assert(
      fc.property(validInput(t), water, (v, w) => {
        const result = attempt(() => t.run(v, w));
        expect(result.ok).toBe(true);
        const numbers = numbersIn(result.ok && result.value);
        expect(numbers.length).toBeGreaterThan(0);
        expect(numbers.filter((n) => !Number.isFinite(n))).toEqual([]);
      }),
    );
  });

  it('refuses an invalid value in any field, naming the field', () => {
    const invalid = fc
      .record({ v: validInput(t), w: water, field: fc.constantFrom(...Object.keys(t.fields)) })
      .chain(({ v, w, field }) =>
        outside(t.fields[field]!).map((bad) => ({
          v: { ...v, [field]: bad },
          // The training tables ignore the altitude: show it to a real water model.
          w: field === 'altitude' && w === 'tables' ? ('salt' as const) : w,
          field,
          bad,
        })),
      );
    fc.assert(
      fc.property(invalid, ({ v, w, field, bad }) => {
        const { min, max } = t.fields[field]!;
        const issue = Number.isFinite(bad) ? { code: 'range', min, max } : { code: 'number' };
        expectRefused(() => t.run(v, w), field, issue as ToolInputIssue);
      }),
    );
  });
});

describe('inputs that disagree with each other', () => {
  const { lungVolume, pressure, tankVolume, time, depth } = LIMITS;

  it('refuse an end pressure above the start pressure', () => {
    const dive = fc.record({
      tankVolume: within(tankVolume),
      startPressure: within(pressure),
      endPressure: within(pressure),
      time: within(time),
      depth: within(depth),
    });
    fc.assert(
      fc.property(dive, water, (v, w) => {
        fc.pre(v.endPressure > v.startPressure);
        expectRefused(() => surfaceConsumption({ ...v, env: { water: w } }), 'endPressure', {
          code: 'notAbove',
          other: 'startPressure',
        });
      }),
    );
  });

  it('refuse a residual volume above the lung volume', () => {
    const lung = fc.record({
      volume: within(lungVolume),
      residualVolume: within(lungVolume),
      depth: within(depth),
    });
    const issue = { code: 'notAbove', other: 'volume' } as const;
    fc.assert(
      fc.property(lung, water, (v, w) => {
        fc.pre(v.residualVolume > v.volume);
        expectRefused(() => freediving.lungAtDepth(v, { water: w }), 'residualVolume', issue);
        const { volume, residualVolume } = v;
        const depthOfResidual = () =>
          freediving.residualVolumeDepth(volume, residualVolume, { water: w });
        expectRefused(depthOfResidual, 'residualVolume', issue);
      }),
    );
  });
});
