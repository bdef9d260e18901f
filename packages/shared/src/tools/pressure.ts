import { check } from './input.ts';

/**
 * Pressure at depth. Two conventions are in use and every calculator says which it shows:
 *
 * - **Training tables** (`'tables'`): 1 bar at the surface and 10 m of sea water per bar, the
 *   round figures of recreational training (EAN32 at ppO2 1.4 → MOD 33.75 m). Altitude is not
 *   taken into account.
 * - **Real water** (`'salt'`, `'en13319'`, `'fresh'`): the surface pressure of the International
 *   Standard Atmosphere at the altitude of the water, plus the weight of the water column,
 *   P = P_surface + ρ·g·d, as dive-planning software and dive computers compute it.
 *
 * Every pressure is absolute, in bar (1 bar = 100,000 Pa).
 */
export const WATER_MODELS = ['tables', 'salt', 'en13319', 'fresh'] as const;
export type WaterModel = (typeof WATER_MODELS)[number];

export const isWaterModel = (value: unknown): value is WaterModel =>
  WATER_MODELS.includes(value as WaterModel);

/**
 * Water densities in kg/m³: sea water 1,030 (the figure decompression software uses for salt
 * water), EN 13319:2000 (the European standard for diving accessories, which dive computers
 * follow) 1,020, fresh water 1,000.
 */
export const WATER_DENSITY = { salt: 1030, en13319: 1020, fresh: 1000 } as const;

/** Standard gravity, m/s² (CGPM 1901). */
export const STANDARD_GRAVITY = 9.80665;

/** Sea-level pressure of the International Standard Atmosphere (ISO 2533:1975), bar. */
export const SEA_LEVEL_PRESSURE = 1.01325;

/** Where the dive happens: how pressure is counted, and the altitude of the water surface (m). */
export interface DiveEnvironment {
  water: WaterModel;
  /** Metres above sea level; ignored by the training-table convention. Default 0. */
  altitude?: number;
}

/**
 * Atmospheric pressure at an altitude, bar: the barometric formula of the International Standard
 * Atmosphere's troposphere (ISO 2533:1975), P = 1.01325 · (1 − 2.25577·10⁻⁵ · h)^5.25588.
 * At 1,000 m it is 0.899 bar, at 2,000 m 0.795 bar.
 */
export function atmosphericPressure(altitude: number): number {
  check('altitude', altitude, 'altitude');
  return SEA_LEVEL_PRESSURE * Math.pow(1 - 2.25577e-5 * altitude, 5.25588);
}

/** The pressure at the water surface, bar: 1 in the training tables, else the atmosphere's. */
export function surfacePressure(env: DiveEnvironment): number {
  return env.water === 'tables' ? 1 : atmosphericPressure(env.altitude ?? 0);
}

/**
 * Metres of water per bar: 10 in the training tables, else 1 bar / (ρ·g): 9.90 m in salt water,
 * 9.997 m under EN 13319, 10.197 m in fresh water.
 */
export function metresPerBar(water: WaterModel): number {
  return water === 'tables' ? 10 : 100_000 / (WATER_DENSITY[water] * STANDARD_GRAVITY);
}

/** Absolute pressure at a depth (m), bar: P = P_surface + depth / (metres per bar). */
export function ambientPressure(depth: number, env: DiveEnvironment): number {
  check('depth', depth, 'depth');
  return surfacePressure(env) + depth / metresPerBar(env.water);
}

/**
 * The depth (m) at which the absolute pressure is `pressure` bar; negative when that pressure is
 * below the surface's (callers decide what that means for them).
 */
export function depthAtPressure(pressure: number, env: DiveEnvironment): number {
  return (pressure - surfacePressure(env)) * metresPerBar(env.water);
}
