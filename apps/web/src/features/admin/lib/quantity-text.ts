import { roundTo } from '@divespot/shared/numbers';
import type { Quantity } from '@divespot/shared/units';
import { parseNumber } from './numbers.ts';

/** What the quantity fields need of the reader's units (useQuantityFormat gives it). */
export interface UnitConversion {
  fromMetric: (quantity: Quantity, metric: number) => number;
  toMetric: (quantity: Quantity, value: number) => number;
}

/**
 * A metric value (as the API gives it) as a field shows it in the reader's units: one decimal
 * at most ('98.4' feet for 30 m), '' for none.
 */
export function quantityText(units: UnitConversion, quantity: Quantity, metric: number | null) {
  return metric === null ? '' : String(roundTo(units.fromMetric(quantity, metric), 1));
}

/**
 * The metric value a field's text stands for: null when empty, NaN when not a number (the
 * schema then says so). An untouched field gives back the record's own value, so opening and
 * saving a spot in feet does not move its depths by the rounding.
 */
export function quantityValue(
  units: UnitConversion,
  quantity: Quantity,
  text: string,
  original: number | null,
): number | null {
  if (original !== null && text === quantityText(units, quantity, original)) return original;
  const value = parseNumber(text);
  if (value === null || Number.isNaN(value)) return value;
  return roundTo(units.toMetric(quantity, value), 2);
}
