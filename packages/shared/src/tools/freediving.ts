import { check, inRange, ToolInputError } from './input.ts';
import {
  ambientPressure,
  depthAtPressure,
  surfacePressure,
  type DiveEnvironment,
} from './pressure.ts';

/**
 * Freediving: what pressure does to the air in the lungs on one breath, how long a dive to a
 * target depth takes, how long to rest after it, and static apnea training tables.
 */

export interface LungAtDepth {
  /** Absolute pressure, bar. */
  pressure: number;
  /** Lung volume, L (Boyle's law: P₀·V₀ = P·V). */
  volume: number;
  /** True when the lungs are squeezed below their residual volume at this depth. */
  belowResidual: boolean;
}

/**
 * Lung volume at a depth for a breath of `volume` litres taken at the surface, by Boyle's law:
 * V = V₀ · P_surface / P. 6 L at 30 m in the training tables: 6 / 4 = 1.5 L.
 */
export function lungAtDepth(
  { volume, residualVolume, depth }: { volume: number; residualVolume: number; depth: number },
  env: DiveEnvironment,
): LungAtDepth {
  check('volume', volume, 'lungVolume');
  check('residualVolume', residualVolume, 'lungVolume');
  if (residualVolume > volume) {
    throw new ToolInputError('residualVolume', { code: 'notAbove', other: 'volume' });
  }
  const pressure = ambientPressure(depth, env);
  const v = (volume * surfacePressure(env)) / pressure;
  return { pressure, volume: v, belowResidual: v < residualVolume };
}

/**
 * The depth (m) at which a surface breath of `volume` litres is compressed to the residual
 * volume: P = P_surface · V₀ / RV. Below it the chest can no longer shrink with the air, and
 * the risk of a lung squeeze rises. 6 L and 1.5 L in the tables: 30 m.
 */
export function residualVolumeDepth(
  volume: number,
  residualVolume: number,
  env: DiveEnvironment,
): number {
  check('volume', volume, 'lungVolume');
  check('residualVolume', residualVolume, 'lungVolume');
  if (residualVolume > volume) {
    throw new ToolInputError('residualVolume', { code: 'notAbove', other: 'volume' });
  }
  // Never above the surface: P_surface · V₀ / RV can round a hair below P_surface when RV = V₀.
  return Math.max(0, depthAtPressure((surfacePressure(env) * volume) / residualVolume, env));
}

export interface DiveTimes {
  /** Seconds. */
  descent: number;
  bottom: number;
  ascent: number;
  total: number;
}

/** Time of a dive to `depth` m at constant speeds (m/s), with `bottom` seconds at depth. */
export function freediveTimes({
  depth,
  descentSpeed,
  ascentSpeed,
  bottom = 0,
}: {
  depth: number;
  descentSpeed: number;
  ascentSpeed: number;
  bottom?: number;
}): DiveTimes {
  check('depth', depth, 'depth');
  check('descentSpeed', descentSpeed, 'verticalSpeed');
  check('ascentSpeed', ascentSpeed, 'verticalSpeed');
  inRange('bottom', bottom, 0, 600);
  const descent = depth / descentSpeed;
  const ascent = depth / ascentSpeed;
  return { descent, bottom, ascent, total: descent + bottom + ascent };
}

/** The surface-interval rules, each giving a minimum rest in seconds. */
export const SURFACE_INTERVAL_RULES = [
  'twiceDiveTime',
  'depthOverFive',
  'timeTimesPressure',
] as const;
export type SurfaceIntervalRule = (typeof SURFACE_INTERVAL_RULES)[number];

export interface SurfaceInterval {
  /** The longest of the rules' minimums, seconds. */
  seconds: number;
  /** The rule that gave it. */
  rule: SurfaceIntervalRule;
  /** Each rule's minimum, seconds. */
  rules: Record<SurfaceIntervalRule, number>;
}

/**
 * Minimum rest at the surface after a freedive, the longest of three rules:
 * - twice the dive time (the 2:1 rule AIDA International teaches);
 * - the depth in metres divided by 5, in minutes (the rule for deep dives: 40 m → 8 min);
 * - the dive time multiplied by the absolute pressure at the deepest point in bar (the rule
 *   Richard Wonka of AIDA's education commission proposed; it matches depth ÷ 5 for typical
 *   dives and is more conservative for long ones).
 */
export function surfaceInterval(
  { diveTime, depth }: { diveTime: number; depth: number },
  env: DiveEnvironment,
): SurfaceInterval {
  check('diveTime', diveTime, 'seconds');
  const rules: Record<SurfaceIntervalRule, number> = {
    twiceDiveTime: 2 * diveTime,
    depthOverFive: (check('depth', depth, 'depth') / 5) * 60,
    timeTimesPressure: diveTime * ambientPressure(depth, env),
  };
  const rule = SURFACE_INTERVAL_RULES.reduce((a, b) => (rules[b] > rules[a] ? b : a));
  return { seconds: rules[rule], rule, rules };
}

/** One round of a static apnea table: breathe for `rest` seconds, then hold for `hold` seconds. */
export interface ApneaRound {
  rest: number;
  hold: number;
}

/** Rounds in each table. */
export const APNEA_ROUNDS = 8;

const toFive = (seconds: number) => Math.max(5, Math.round(seconds / 5) * 5);

/**
 * CO2 table from a static personal best (seconds): eight holds at half the personal best, with
 * rests shortening from 2:00 by 15 s a round to 0:15, so carbon dioxide builds up.
 */
export function co2Table(personalBest: number): ApneaRound[] {
  const hold = toFive(check('personalBest', personalBest, 'personalBest') * 0.5);
  return Array.from({ length: APNEA_ROUNDS }, (_, i) => ({ rest: 120 - 15 * i, hold }));
}

/**
 * O2 table from a static personal best (seconds): eight holds lengthening evenly from half to
 * 80 % of the personal best, each after a fixed 2:00 rest, so oxygen runs lower each round.
 */
export function o2Table(personalBest: number): ApneaRound[] {
  const pb = check('personalBest', personalBest, 'personalBest');
  return Array.from({ length: APNEA_ROUNDS }, (_, i) => ({
    rest: 120,
    hold: toFive(pb * (0.5 + (0.3 * i) / (APNEA_ROUNDS - 1))),
  }));
}
