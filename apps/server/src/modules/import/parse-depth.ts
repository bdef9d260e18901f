import { roundTo } from '@divespot/shared/numbers';
export interface DepthRange {
  min: number | null;
  max: number | null;
}

const FEET = 0.3048;
/** Deeper than any recreational or technical site we list; such values are typos. */
const MAX_DEPTH_M = 330;

const round = (metres: number): number => roundTo(metres, 1);

/**
 * Reads a depth as real data writes it: 25, "30m", "18-30", "18–30 m", "100 ft", "~20",
 * "up to 40m". One number is the maximum; two are a range. Metres unless feet are named.
 * Returns null when there is no usable depth (nothing, 0, negative, absurdly deep).
 */
export function parseDepth(value: unknown): DepthRange | null {
  let numbers: number[];
  let feet = false;
  if (typeof value === 'number') {
    numbers = [value];
  } else if (typeof value === 'string') {
    feet = /\d\s*(ft|feet|foot|')/i.test(value);
    numbers = (value.match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => Number(n.replace(',', '.')));
  } else {
    return null;
  }
  const metres = numbers
    .filter((n) => Number.isFinite(n))
    .map((n) => round(feet ? n * FEET : n))
    .slice(0, 2);
  if (metres.length === 0) return null;
  const max = Math.max(...metres);
  if (!(max > 0) || max > MAX_DEPTH_M) return null;
  const min = metres.length === 2 ? Math.min(...metres) : null;
  return { min: min !== null && min !== max ? min : null, max };
}
