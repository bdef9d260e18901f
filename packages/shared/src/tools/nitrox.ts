import { check, inRange } from './input.ts';
import { ambientPressure, depthAtPressure, type DiveEnvironment } from './pressure.ts';

/** The working and the contingency limit of the oxygen partial pressure, bar (NOAA, IANTD, PADI). */
export const PPO2_WORKING = 1.4;
export const PPO2_CONTINGENCY = 1.6;

/** Nitrogen in air as the EAD formula counts it (the rest of air taken as nitrogen). */
export const AIR_N2 = 0.79;

/** Oxygen in air. */
export const AIR_O2 = 0.21;

export interface GasAtDepth {
  /** Oxygen in the mix, percent (21–100). */
  o2: number;
  /** Depth, metres. */
  depth: number;
  env: DiveEnvironment;
}

/**
 * Maximum operating depth (m) of a mix at an oxygen partial pressure limit:
 * MOD = (ppO2 / FO2 − P_surface) × metres per bar. Training tables: (ppO2 / FO2 − 1) × 10.
 * EAN32 at 1.4: 33.75 m in the tables, 33.3 m in salt water.
 */
export function maximumOperatingDepth(o2: number, ppO2: number, env: DiveEnvironment): number {
  const fO2 = check('o2', o2, 'o2') / 100;
  check('ppO2', ppO2, 'ppO2');
  return depthAtPressure(ppO2 / fO2, env);
}

/**
 * Oxygen partial pressure of a mix at a depth, bar: ppO2 = FO2 × P_ambient (Dalton's law).
 * EAN32 at 30 m in the tables: 0.32 × 4 = 1.28 bar.
 */
export function oxygenPartialPressure({ o2, depth, env }: GasAtDepth): number {
  return (check('o2', o2, 'o2') / 100) * ambientPressure(depth, env);
}

export interface BestMix {
  /**
   * The richest oxygen percentage whose ppO2 at the depth equals the limit, exact:
   * FO2 = ppO2 / P_ambient × 100, at most 100.
   */
  o2: number;
  /** The same, rounded down to a whole percent as a mix is blended and analysed. */
  blend: number;
  /** True when even air (21 %) exceeds the limit at this depth: no nitrox fits. */
  belowAir: boolean;
}

/**
 * Best mix for a planned depth (m) at a ppO2 limit: the inverse of the MOD.
 * 33.75 m at 1.4 in the tables → 32 %.
 */
export function bestMix(depth: number, ppO2: number, env: DiveEnvironment): BestMix {
  check('ppO2', ppO2, 'ppO2');
  const o2 = Math.min(100, (ppO2 / ambientPressure(depth, env)) * 100);
  // A hair of tolerance so 32.0000000001 % floors to 32, not 31.
  const blend = Math.floor(o2 + 1e-9);
  return { o2, blend, belowAir: o2 < AIR_O2 * 100 };
}

/**
 * Equivalent air depth (m) of a nitrox mix at a depth: the depth at which air has the same
 * nitrogen partial pressure. EAD = (FN2 / 0.79 × P_ambient − P_surface) × metres per bar;
 * in the tables EAD = (D + 10) × FN2 / 0.79 − 10. EAN36 at 30 m: 22.4 m. Never below the
 * surface: a mix with less nitrogen than air at the surface gives 0.
 */
export function equivalentAirDepth({ o2, depth, env }: GasAtDepth): number {
  const fN2 = 1 - check('o2', o2, 'o2') / 100;
  const pN2Equivalent = (fN2 / AIR_N2) * ambientPressure(depth, env);
  return Math.max(0, depthAtPressure(pN2Equivalent, env));
}

export interface EadRow {
  depth: number;
  ead: number;
  ppO2: number;
}

/**
 * EAD and ppO2 of a mix from `from` to `to` metres in steps of `step` metres (both ends
 * included), the equivalent air table of a nitrox course.
 */
export function eadTable(
  o2: number,
  env: DiveEnvironment,
  { from = 0, to = 40, step = 3 }: { from?: number; to?: number; step?: number } = {},
): EadRow[] {
  check('from', from, 'depth');
  check('to', to, 'depth');
  inRange('step', step, 0.1, 100);
  const rows: EadRow[] = [];
  const first = Math.min(from, to);
  const last = Math.max(from, to);
  const size = Math.max(step, (last - first) / 200);
  for (let i = 0; ; i++) {
    // The last row is always `last`, even when the step does not divide the range (0–40 by 3).
    const d = last - (first + i * size) < 1e-9 ? last : first + i * size;
    rows.push({
      depth: d,
      ead: equivalentAirDepth({ o2, depth: d, env }),
      ppO2: oxygenPartialPressure({ o2, depth: d, env }),
    });
    if (d === last) break;
  }
  return rows;
}
