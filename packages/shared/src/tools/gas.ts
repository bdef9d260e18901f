import { check, ToolInputError } from './input.ts';
import { ambientPressure, type DiveEnvironment } from './pressure.ts';

/**
 * Open-circuit gas planning: how fast a diver breathes, what a dive needs, and the gas to keep
 * for an emergency ascent. Gas quantities are litres of free gas (bar × litres of cylinder
 * water volume, Boyle's law with gas taken as ideal), breathing rates litres per minute at the
 * surface.
 */

/** Ascent rate the plans assume, m/min (PADI, SSI and DAN recommend at most 9–10 m/min). */
export const ASCENT_RATE = 9;
/** Safety stop the plans include: 3 minutes at 5 m, as recreational agencies teach it. */
export const SAFETY_STOP = { depth: 5, minutes: 3 } as const;
/** Minimum gas: minutes at depth to notice and solve the problem before ascending. */
export const MIN_GAS_PROBLEM_MINUTES = 1;
/** Minimum gas: each diver breathes this many times their normal rate while sharing gas. */
export const MIN_GAS_STRESS_FACTOR = 2;
/** Minimum gas: two divers ascend on one supply. */
export const MIN_GAS_DIVERS = 2;

export interface SacInput {
  /** Cylinder water volume, L. */
  tankVolume: number;
  /** Cylinder pressure at the start and the end of the dive, bar. */
  startPressure: number;
  endPressure: number;
  /** Dive time, minutes. */
  time: number;
  /** Average depth, m. */
  depth: number;
  env: DiveEnvironment;
}

export interface SacResult {
  /** Gas used, litres of free gas: (P_start − P_end) × V. */
  gasUsed: number;
  /** Respiratory minute volume at the surface, L/min: gas used / time / P_ambient (average depth). */
  rmv: number;
  /** Surface air consumption of this cylinder, bar/min: RMV / V. */
  sac: number;
}

/**
 * Breathing rate from a logged dive. 12 L from 200 to 100 bar in 20 min at 15 m, training
 * tables: 1,200 L / 20 min / 2.5 bar = 24 L/min, or 2 bar/min.
 */
export function surfaceConsumption(input: SacInput): SacResult {
  const tankVolume = check('tankVolume', input.tankVolume, 'tankVolume');
  const start = check('startPressure', input.startPressure, 'pressure');
  const end = check('endPressure', input.endPressure, 'pressure');
  const time = check('time', input.time, 'time');
  if (end > start) {
    throw new ToolInputError('endPressure', { code: 'notAbove', other: 'startPressure' });
  }
  const gasUsed = (start - end) * tankVolume;
  const rmv = gasUsed / time / ambientPressure(input.depth, input.env);
  return { gasUsed, rmv, sac: rmv / tankVolume };
}

export interface GasPlanInput {
  /** Planned maximum depth, m, where the plan spends the whole bottom time. */
  depth: number;
  /** Bottom time, minutes. */
  time: number;
  /** Respiratory minute volume at the surface, L/min. */
  rmv: number;
  tankVolume: number;
  startPressure: number;
  env: DiveEnvironment;
}

/** One point of the planned profile: minutes from the start, depth (m), cylinder pressure (bar). */
export interface GasPlanPoint {
  time: number;
  depth: number;
  pressure: number;
}

export interface GasPlan {
  /** Gas the dive needs: bottom time, ascent at 9 m/min and the safety stop, litres. */
  gasNeeded: number;
  /** The same in bar of this cylinder. */
  pressureNeeded: number;
  /** Minimum gas (rock bottom), litres and bar: two divers ascending on one supply. */
  minimumGas: number;
  minimumPressure: number;
  /** Pressure to turn the dive at by the rule of thirds over the gas above minimum gas, bar. */
  turnPressure: number;
  /** Pressure left on surfacing (may be negative: the plan does not fit the cylinder), bar. */
  endPressure: number;
  /** True when the plan surfaces with at least the minimum gas still in the cylinder. */
  enough: boolean;
  /** The planned profile with the pressure remaining, for a chart. */
  profile: GasPlanPoint[];
}

interface Segment {
  /** Minutes. */
  minutes: number;
  /** Depths at its start and end, m (breathing at their mean pressure). */
  from: number;
  to: number;
}

/** The ascent from `depth`: at 9 m/min to the stop, the stop, then to the surface. */
function ascent(depth: number, stop: boolean): Segment[] {
  if (!stop || depth <= SAFETY_STOP.depth) {
    return [{ minutes: depth / ASCENT_RATE, from: depth, to: 0 }];
  }
  return [
    { minutes: (depth - SAFETY_STOP.depth) / ASCENT_RATE, from: depth, to: SAFETY_STOP.depth },
    { minutes: SAFETY_STOP.minutes, from: SAFETY_STOP.depth, to: SAFETY_STOP.depth },
    { minutes: SAFETY_STOP.depth / ASCENT_RATE, from: SAFETY_STOP.depth, to: 0 },
  ];
}

/** Litres breathed over segments at `rmv` L/min. */
function gasFor(segments: Segment[], rmv: number, env: DiveEnvironment): number {
  return segments.reduce(
    (sum, s) => sum + rmv * s.minutes * ambientPressure((s.from + s.to) / 2, env),
    0,
  );
}

/**
 * Gas plan for a square profile: the gas a dive needs, the minimum gas to keep (rock bottom:
 * one minute at depth, then two divers sharing one supply at twice their normal rate up to the
 * surface with the safety stop), the turn pressure and the pressure remaining over the dive.
 */
export function gasPlan(input: GasPlanInput): GasPlan {
  const { env } = input;
  const depth = check('depth', input.depth, 'depth');
  const time = check('time', input.time, 'time');
  const rmv = check('rmv', input.rmv, 'rmv');
  const tankVolume = check('tankVolume', input.tankVolume, 'tankVolume');
  const start = check('startPressure', input.startPressure, 'pressure');

  const bottom: Segment = { minutes: time, from: depth, to: depth };
  const up = ascent(depth, true);
  const gasNeeded = gasFor([bottom, ...up], rmv, env);

  const emergency: Segment[] = [
    { minutes: MIN_GAS_PROBLEM_MINUTES, from: depth, to: depth },
    ...ascent(depth, true),
  ];
  const minimumGas = gasFor(emergency, rmv * MIN_GAS_STRESS_FACTOR * MIN_GAS_DIVERS, env);
  const minimumPressure = minimumGas / tankVolume;
  const pressureNeeded = gasNeeded / tankVolume;
  const endPressure = start - pressureNeeded;

  const profile: GasPlanPoint[] = [{ time: 0, depth, pressure: start }];
  for (const segment of [bottom, ...up]) {
    const last = profile[profile.length - 1]!;
    profile.push({
      time: last.time + segment.minutes,
      depth: segment.to,
      pressure: last.pressure - gasFor([segment], rmv, env) / tankVolume,
    });
  }

  return {
    gasNeeded,
    pressureNeeded,
    minimumGas,
    minimumPressure,
    turnPressure: start - Math.max(0, start - minimumPressure) / 3,
    endPressure,
    enough: endPressure >= minimumPressure,
    profile,
  };
}
