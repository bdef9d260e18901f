/**
 * Input checks shared by the diving calculators. Every calculator rejects impossible input with a
 * {@link ToolInputError} naming the field and the reason, so a screen shows a message beside the
 * field and never NaN or Infinity.
 */

/** Why a field's value was refused. */
export type ToolInputIssue =
  /** Not a finite number. */
  | { code: 'number' }
  /** Outside [min, max] (metric units, as the function takes them). */
  | { code: 'range'; min: number; max: number }
  /** Must not be greater than another field (e.g. end pressure above start pressure). */
  | { code: 'notAbove'; other: string };

export class ToolInputError extends RangeError {
  /** The input field, as the function's parameter names it (e.g. `o2`, `endPressure`). */
  readonly field: string;
  readonly issue: ToolInputIssue;

  constructor(field: string, issue: ToolInputIssue) {
    super(describe(field, issue));
    this.field = field;
    this.issue = issue;
    this.name = 'ToolInputError';
  }
}

function describe(field: string, issue: ToolInputIssue): string {
  switch (issue.code) {
    case 'number':
      return `${field} must be a number`;
    case 'range':
      return `${field} must be between ${issue.min} and ${issue.max}`;
    case 'notAbove':
      return `${field} must not be greater than ${issue.other}`;
  }
}

/** `value` when it is a finite number in [min, max]; otherwise throws a ToolInputError. */
export function inRange(field: string, value: number, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new ToolInputError(field, { code: 'number' });
  }
  if (value < min || value > max) throw new ToolInputError(field, { code: 'range', min, max });
  return value;
}

/** The limits of each kind of input, metric. */
export const LIMITS = {
  /** Depth in metres: the surface to beyond the deepest recorded dives. */
  depth: { min: 0, max: 250 },
  /** Altitude of the water surface in metres: the Dead Sea (−430 m) to the highest lakes dived. */
  altitude: { min: -500, max: 6000 },
  /** Oxygen in the mix, percent: air to pure oxygen (these calculators are for nitrox). */
  o2: { min: 21, max: 100 },
  /** Maximum partial pressure of oxygen, bar. */
  ppO2: { min: 1.2, max: 1.6 },
  /** Cylinder water volume, litres (a 0.4 L pony to doubles). */
  tankVolume: { min: 0.4, max: 50 },
  /** Cylinder pressure, bar. */
  pressure: { min: 0, max: 350 },
  /** Dive time, minutes. */
  time: { min: 0.5, max: 600 },
  /** Breathing rate at the surface (RMV), litres per minute. */
  rmv: { min: 3, max: 100 },
  /** Lung volume, litres. */
  lungVolume: { min: 0.5, max: 15 },
  /** Freediving vertical speed, metres per second. */
  verticalSpeed: { min: 0.1, max: 3 },
  /** Freediving time, seconds. */
  seconds: { min: 1, max: 1800 },
  /** Static apnea personal best, seconds (30 s to 15 min). */
  personalBest: { min: 30, max: 900 },
} as const;

export type LimitName = keyof typeof LIMITS;

/** `value` checked against one of {@link LIMITS}. */
export function check(field: string, value: number, limit: LimitName): number {
  return inRange(field, value, LIMITS[limit].min, LIMITS[limit].max);
}

/** The result of a calculation, or the first input it refused. */
export type ToolResult<T> = { ok: true; value: T } | { ok: false; error: ToolInputError };

/** Runs a calculator and turns a refused input into a value, for screens. */
export function attempt<T>(calculate: () => T): ToolResult<T> {
  try {
    return { ok: true, value: calculate() };
  } catch (error) {
    if (error instanceof ToolInputError) return { ok: false, error };
    throw error;
  }
}
