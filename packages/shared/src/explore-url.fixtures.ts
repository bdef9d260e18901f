import type { ExploreFilters } from './explore-url.ts';
import type { Filter, FilterConfiguration } from './filters.ts';

/* Shared fixtures of the explore URL codec's tests. */

export const opts = (...values: string[]) =>
  values.map((value) => ({ value, display: value.toUpperCase() }));
export const depth: Filter = {
  name: 'depth',
  display: 'Depth',
  type: 'RANGE',
  options: [],
  range: { minValue: 0, maxValue: 150 },
  unit: 'm',
};
export const level: Filter = {
  name: 'level',
  display: 'Level',
  type: 'MULTI_SELECT',
  options: opts('beginner', 'intermediate', 'advanced', 'expert'),
};
export const CONFIG: FilterConfiguration = {
  type: 'DIVE_SPOT',
  filters: [
    {
      name: 'activityTypes',
      display: 'Activities',
      type: 'MULTI_SELECT',
      options: opts('scuba', 'freedive', 'snorkel', 'wreck', 'night', 'drift', 'Cave'),
    },
    level,
    depth,
    { name: 'water', display: 'Water', type: 'SINGLE_SELECT', options: opts('ocean', 'lake') },
    {
      name: 'temp',
      display: 'Temperature',
      type: 'RANGE',
      options: [],
      range: { minValue: -2.5, maxValue: 32 },
    },
  ],
};

export const VALID = 'n=1.5&e=131&s=-2.3&w=129.6&zoom=8';
export const state = (filters: ExploreFilters = {}) => ({
  view: { north: 1.5, east: 131, south: -2.3, west: 129.6, zoom: 8 },
  hideMenu: false,
  filters,
});

/** docs/product/validation.md read literally, as an independent oracle for the decoder. */
export function specValid(v: Partial<Record<'n' | 'e' | 's' | 'w' | 'zoom', number>>): boolean {
  const { n, e, s, w, zoom } = v;
  if (n === undefined || e === undefined || s === undefined || w === undefined) return false;
  if (zoom === undefined) return false;
  const lat = (x: number) => x >= -90 && x <= 90;
  const lng = (x: number) => x >= -180 && x <= 180;
  return lat(n) && lat(s) && lng(e) && lng(w) && zoom >= 1 && zoom <= 20 && n > s && e > w;
}
