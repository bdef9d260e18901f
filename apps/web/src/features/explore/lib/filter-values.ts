import type { Filter } from '@divespot/shared/filters';
import type { ExploreFilters } from '@divespot/shared/explore-url';

/** The values chosen for a select filter, as strings. */
export function selectedValues(filters: ExploreFilters, name: string): string[] {
  const value = Object.hasOwn(filters, name) ? filters[name] : undefined;
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}

/** The filters with a select filter set to `values` (removed when empty). */
export function withValues(
  filters: ExploreFilters,
  filter: Filter,
  values: string[],
): ExploreFilters {
  const next = { ...filters };
  delete next[filter.name];
  if (values.length === 0) return next;
  next[filter.name] = filter.type === 'MULTI_SELECT' ? values : values[0]!;
  return next;
}

/** The range a RANGE filter allows, low first. */
export function rangeLimits(filter: Filter): { lo: number; hi: number } {
  const { minValue = 0, maxValue = 0 } = filter.range ?? {};
  return { lo: Math.min(minValue, maxValue), hi: Math.max(minValue, maxValue) };
}

/** A range filter's chosen bounds, each undefined when not narrowed. */
export function rangeValues(filters: ExploreFilters, filter: Filter) {
  const read = (key: string) => {
    const v = filters[`${filter.name}.${key}`];
    return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
  };
  return { min: read('min'), max: read('max') };
}

/** The filters with a range set; a bound at the range's own limit is left out (docs/product/validation.md). */
export function withRange(
  filters: ExploreFilters,
  filter: Filter,
  min: number | undefined,
  max: number | undefined,
): ExploreFilters {
  const { lo, hi } = rangeLimits(filter);
  const next = { ...filters };
  delete next[`${filter.name}.min`];
  delete next[`${filter.name}.max`];
  if (min !== undefined && min > lo) next[`${filter.name}.min`] = min;
  if (max !== undefined && max < hi) next[`${filter.name}.max`] = max;
  return next;
}

/** The filters without one filter (a range loses both bounds). */
export function withoutFilter(filters: ExploreFilters, filter: Filter): ExploreFilters {
  return filter.type === 'RANGE'
    ? withRange(filters, filter, undefined, undefined)
    : withValues(filters, filter, []);
}

/** The month filter's month, 1–12, or undefined when it is not set to one. */
export function monthOf(filters: ExploreFilters): number | undefined {
  const [value] = selectedValues(filters, 'month');
  const month = Number(value);
  return Number.isInteger(month) && month >= 1 && month <= 12 ? month : undefined;
}
