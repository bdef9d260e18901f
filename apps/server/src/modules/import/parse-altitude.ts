import { LIMITS } from '@divespot/shared/tools/input';

/** A plain number of metres, as OpenStreetMap's `ele` is written: '176', '1234.5'. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * The altitude of a site's water surface from OpenStreetMap's `ele` (metres above sea level of the
 * mapped point), or null. Only a height above the sea counts: on a site in the sea, mappers give
 * the elevation of the reef or wreck itself ('-27' on a wreck lying at 27 m, '0' on a rock awash),
 * which says nothing about the surface. A Dead Sea site thus gets none either. Anything that is
 * not a plain number ('1200 ft', '~400') or lies above the highest lakes dived is left out too.
 */
export function parseAltitude(value: unknown): number | null {
  let metres = Number.NaN;
  if (typeof value === 'number') metres = value;
  else if (typeof value === 'string' && PLAIN_NUMBER.test(value.trim())) metres = Number(value);
  if (!Number.isFinite(metres) || metres <= 0 || metres > LIMITS.altitude.max) return null;
  return Math.round(metres * 10) / 10;
}
