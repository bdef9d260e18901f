import { clamp, roundTo as round } from './numbers.ts';
import type { Filter, FilterConfiguration } from './filters.ts';

/** Map view shown when the URL holds no valid bounds (docs/product/limits.md). */
export const DEFAULT_MAP_VIEW: MapView = Object.freeze({
  north: 23.27059,
  east: 177.787802,
  south: -47.96556,
  west: 96.888803,
  zoom: 3,
});
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 20;
/** Decimals kept in the URL for bounds and zoom (docs/product/limits.md). */
export const BOUNDS_DECIMALS = 6;
export const ZOOM_DECIMALS = 2;

/** Explore timings and limits (docs/product/limits.md). */
export const MAP_MOVE_DEBOUNCE_MS = 200;
export const SPOT_FETCH_DEBOUNCE_MS = 300;
export const EMPTY_MESSAGE_DELAY_MS = 300;
/** Cards per page of the explore list; "Show more" asks for the next page. */
export const EXPLORE_LIST_PAGE_SIZE = 20;

/** Below this width only one of list or map shows. */
export const MOBILE_BREAKPOINT_PX = 768;
export const FILTER_CHIPS = 4;
export const FILTER_OPTIONS_SHOWN = 8;
/** The option search of a filter shows when it has more options than this. */
export const OPTION_SEARCH_ABOVE = 6;

/**
 * `nearby=true`: explore asks the browser where the diver is, then shows the view around them
 * ("Nearby dive spots"). Never written back: the view found replaces it.
 */
export const NEARBY_KEY = 'nearby';

/** Query keys that are not filters (docs/product/screens.md /explore). */
export const EXPLORE_RESERVED_KEYS: ReadonlySet<string> = new Set([
  'n',
  'e',
  's',
  'w',
  'zoom',
  'search',
  'activity',
  'hideMenu',
  NEARBY_KEY,
]);

export interface MapView {
  north: number;
  east: number;
  south: number;
  west: number;
  zoom: number;
}
export type FilterScalar = string | number | boolean;
export type FilterValue = FilterScalar | FilterScalar[];
/** Filters keyed as in the URL and the API: `level`, `depth.min`, `depth.max`, … */
export type ExploreFilters = Record<string, FilterValue>;

export interface ExploreUrlState {
  view: MapView;
  /** True when the URL held valid bounds; false when `view` is the default. */
  viewFromUrl: boolean;
  hideMenu: boolean;
  search?: string;
  activity?: string;
  filters: ExploreFilters;
}

const NUMERIC = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i;

/** A finite number from a number or a strictly numeric string ('', ' 1', '0x1' are not). */
function toNumber(value: unknown): number | undefined {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && NUMERIC.test(value)
        ? +value
        : NaN;
  return Number.isFinite(n) ? n : undefined;
}

const own = (filters: ExploreFilters, key: string) =>
  Object.hasOwn(filters, key) ? filters[key] : undefined;

/** The docs/product/validation.md rule for URL bounds: all finite, in range, north > south and east > west. */
export function isValidMapView(v: MapView): boolean {
  const { north, east, south, west, zoom } = v;
  return (
    [north, east, south, west, zoom].every(Number.isFinite) &&
    south >= -90 &&
    north <= 90 &&
    north > south &&
    west >= -180 &&
    east <= 180 &&
    east > west &&
    zoom >= MIN_ZOOM &&
    zoom <= MAX_ZOOM
  );
}

/**
 * A view the URL can hold, rounded as written (bounds 6 decimals, zoom 2). A MapLibre view that
 * crosses the antimeridian (east > 180, west < -180, or east < west) is shifted horizontally
 * into -180..180 keeping its width, centred as near its own centre as fits; a width of 360° or
 * more becomes the whole world. Latitudes are clamped to -90..90 and zoom to 1..20. A view that
 * is still invalid (non-finite numbers, empty after rounding, north ≤ south) becomes the default.
 */
export function normalizeMapView(v: MapView): MapView {
  if (![v.north, v.east, v.south, v.west, v.zoom].every(Number.isFinite)) {
    return { ...DEFAULT_MAP_VIEW };
  }
  let span = v.east - v.west;
  if (span < 0) span = ((span % 360) + 360) % 360;
  let west = -180;
  let east = 180;
  if (v.west >= -180 && v.east <= 180 && v.east > v.west) {
    [west, east] = [v.west, v.east];
  } else if (span < 360) {
    const centre = ((((v.west + span / 2 + 180) % 360) + 360) % 360) - 180;
    west = centre - span / 2;
    east = centre + span / 2;
    if (west < -180) [west, east] = [-180, east - 180 - west];
    if (east > 180) [west, east] = [west - (east - 180), 180];
  }
  const lat = (x: number) => clamp(round(x, BOUNDS_DECIMALS), -90, 90);
  const lng = (x: number) => clamp(round(x, BOUNDS_DECIMALS), -180, 180);
  const view: MapView = {
    north: lat(v.north),
    east: lng(east),
    south: lat(v.south),
    west: lng(west),
    zoom: clamp(round(v.zoom, ZOOM_DECIMALS), MIN_ZOOM, MAX_ZOOM),
  };
  return isValidMapView(view) ? view : { ...DEFAULT_MAP_VIEW };
}

function decodeScalar(text: string, dotted: boolean): FilterScalar {
  if (text === 'true') return true;
  if (text === 'false') return false;
  const n = dotted ? toNumber(text) : undefined;
  return n ?? text;
}

/**
 * Reads the /explore query; never throws. Bounds count only when n, e, s, w and zoom are all
 * valid (docs/product/validation.md), else the default view with `viewFromUrl: false`. Reserved keys repeated: the
 * last wins. Any other key is a filter: repeated keys are joined like a comma list (as the API
 * does); parts are trimmed, empty ones dropped, duplicates dropped; a value with a comma is an
 * array, else a scalar. 'true'/'false' become booleans; under dotted keys (`depth.min`) numeric
 * strings become numbers. `search` and `activity` are kept as written unless blank.
 */
export function decodeExploreUrl(query: string | URLSearchParams): ExploreUrlState {
  let params: URLSearchParams;
  try {
    params = typeof query === 'string' ? new URLSearchParams(query) : query;
  } catch {
    params = new URLSearchParams();
  }
  const raw = new Map<string, string[]>();
  params.forEach((value, key) => raw.set(key, [...(raw.get(key) ?? []), value]));
  const last = (key: string) => raw.get(key)?.at(-1);
  const text = (key: string) => {
    const v = last(key);
    return v !== undefined && v.trim() !== '' ? v : undefined;
  };
  const num = (key: string) => toNumber(last(key));
  const candidate = { north: num('n'), east: num('e'), south: num('s'), west: num('w') };
  const zoom = num('zoom');
  const view = { ...candidate, zoom } as MapView;
  const viewFromUrl = isValidMapView(view);

  const filters: [string, FilterValue][] = [];
  for (const [key, values] of raw) {
    if (EXPLORE_RESERVED_KEYS.has(key) || key === '') continue;
    const joined = values.join(',');
    const parts = [...new Set(joined.split(',').map((p) => p.trim()))].filter((p) => p !== '');
    if (parts.length === 0) continue;
    const decoded = parts.map((p) => decodeScalar(p, key.includes('.')));
    const isList = joined.includes(',');
    filters.push([key, isList ? decoded : decoded[0]!]);
  }
  const state: ExploreUrlState = {
    view: viewFromUrl ? view : { ...DEFAULT_MAP_VIEW },
    viewFromUrl,
    hideMenu: last('hideMenu') === 'true',
    filters: Object.fromEntries(filters),
  };
  const search = text('search');
  const activity = text('activity');
  if (search !== undefined) state.search = search;
  if (activity !== undefined) state.activity = activity;
  return state;
}

function scalarText(v: FilterScalar): string | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : undefined;
  const s = String(v).trim();
  return s === '' ? undefined : s;
}

/**
 * Filters as the API's query (docs/product/api.md): keys as in the URL (`level`, `depth.min`, no prefix),
 * sorted; arrays comma-joined; empty values, non-finite numbers and reserved keys left out.
 */
export function toApiQuery(filters: ExploreFilters): Record<string, string> {
  const out: [string, string][] = [];
  for (const key of Object.keys(filters).sort()) {
    if (EXPLORE_RESERVED_KEYS.has(key) || key === '') continue;
    const value = filters[key]!;
    const parts = (Array.isArray(value) ? value : [value]).map(scalarText).filter((p) => p);
    if (parts.length) out.push([key, parts.join(',')]);
  }
  return Object.fromEntries(out);
}

/**
 * Writes the /explore query (no '?'): search, activity, filters by key, hideMenu (only when
 * true), then n, e, s, w, zoom. The view goes through {@link normalizeMapView}, so whatever is
 * passed (antimeridian views, out-of-range or non-finite numbers) decodes as a valid view.
 * Commas are left unescaped so lists read `level=beginner,expert`.
 */
export function encodeExploreUrl(state: Omit<ExploreUrlState, 'viewFromUrl'>): string {
  const params = new URLSearchParams();
  if (state.search?.trim()) params.set('search', state.search);
  if (state.activity?.trim()) params.set('activity', state.activity);
  for (const [key, value] of Object.entries(toApiQuery(state.filters))) params.set(key, value);
  if (state.hideMenu) params.set('hideMenu', 'true');
  const v = normalizeMapView(state.view);
  params.set('n', String(v.north));
  params.set('e', String(v.east));
  params.set('s', String(v.south));
  params.set('w', String(v.west));
  params.set('zoom', String(v.zoom));
  return params.toString().replace(/%2C/gi, ',');
}

/** A shared map view as `GET /api/share/resolve/{slug}` answers it (the name search in `search`). */
export interface SharedExploreView {
  bounds: { north: number; east: number; south: number; west: number };
  zoom: number;
  hideMenu: boolean;
  filters: ExploreFilters;
}

/**
 * The /explore query (no '?') of a share link: the share's `fullUrl` and where /share/{slug}
 * redirects. The filters' `search` becomes the URL's name search; the rest goes through
 * {@link encodeExploreUrl}, so the explore page reads back the view it would write itself: a
 * view across the antimeridian (west > east) is shifted as {@link normalizeMapView} says, since
 * the URL only holds east > west within ±180° (docs/product/validation.md).
 */
export function sharedViewQuery(shared: SharedExploreView): string {
  const { search, ...filters } = shared.filters;
  return encodeExploreUrl({
    view: { ...shared.bounds, zoom: shared.zoom },
    hideMenu: shared.hideMenu,
    filters,
    search: typeof search === 'string' ? search : undefined,
  });
}

/** The option search of the filter dialog: case-insensitive, on display or value (docs/product/validation.md). */
export function optionMatches(option: { value: string; display: string }, text: string): boolean {
  const needle = text.trim().toLowerCase();
  return (
    option.display.toLowerCase().includes(needle) || option.value.toLowerCase().includes(needle)
  );
}

const rangeLimits = (filter: Filter) => {
  const { minValue = -Infinity, maxValue = Infinity } = filter.range ?? {};
  return { lo: Math.min(minValue, maxValue), hi: Math.max(minValue, maxValue) };
};

/** Whether a filter narrows the results; a range only when narrower than its limits (docs/product/validation.md). */
export function isFilterActive(filter: Filter, filters: ExploreFilters): boolean {
  if (filter.type === 'RANGE') {
    const { lo, hi } = rangeLimits(filter);
    const min = toNumber(own(filters, `${filter.name}.min`));
    const max = toNumber(own(filters, `${filter.name}.max`));
    return (min !== undefined && min > lo) || (max !== undefined && max < hi);
  }
  const value = own(filters, filter.name);
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.some((v) => scalarText(v) !== undefined);
}

/**
 * Filters the configuration knows, in their canonical shape: select values matched to the
 * options case-insensitively (the configured spelling, in option order), MULTI_SELECT as an
 * array and SINGLE_SELECT as its first known value; range bounds (`name.min`, `name.max`) as
 * numbers clamped to the range, swapped when min > max, and left out when equal to the range's
 * own limit. Anything else is dropped. Idempotent.
 */
export function sanitizeFilters(
  filters: ExploreFilters,
  config: FilterConfiguration,
): ExploreFilters {
  const out: [string, FilterValue][] = [];
  const seen = new Set<string>();
  for (const filter of config.filters) {
    if (seen.has(filter.name)) continue;
    seen.add(filter.name);
    if (filter.type === 'RANGE') {
      const { lo, hi } = rangeLimits(filter);
      const bound = (key: string) => {
        const n = toNumber(own(filters, `${filter.name}.${key}`));
        return n === undefined ? undefined : clamp(n, lo, hi) + 0; // no -0 in URLs
      };
      let min = bound('min');
      let max = bound('max');
      if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
      if (min !== undefined && min > lo) out.push([`${filter.name}.min`, min]);
      if (max !== undefined && max < hi) out.push([`${filter.name}.max`, max]);
      continue;
    }
    const value = own(filters, filter.name);
    const wanted = new Set(
      (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((v) =>
        String(v).trim().toLowerCase(),
      ),
    );
    const picked = filter.options
      .map((o) => o.value)
      .filter((v) => wanted.has(v.trim().toLowerCase()));
    if (picked.length === 0) continue;
    out.push([filter.name, filter.type === 'MULTI_SELECT' ? [...new Set(picked)] : picked[0]!]);
  }
  return Object.fromEntries(out);
}

/** How many filters narrow the results (the filter bar's badge); a range counts once. */
export function activeFilterCount(filters: ExploreFilters, config: FilterConfiguration): number {
  const clean = sanitizeFilters(filters, config);
  const names = new Set(config.filters.filter((f) => isFilterActive(f, clean)).map((f) => f.name));
  return names.size;
}

/**
 * A view as the API takes it (`GET /api/spot/map`, `GET /api/spot`, share links): like
 * {@link normalizeMapView}, except that a view across the antimeridian as MapLibre reports it
 * (edges within ±180°, west > east) is kept, rounded, since the API splits it in two; the URL
 * rule (east > west) would shift it to another stretch of sea.
 */
export function toApiView(v: MapView): MapView {
  const crossing =
    [v.north, v.east, v.south, v.west, v.zoom].every(Number.isFinite) &&
    v.west > v.east &&
    v.west <= 180 &&
    v.east >= -180;
  if (!crossing) return normalizeMapView(v);
  const lat = (x: number) => clamp(round(x, BOUNDS_DECIMALS), -90, 90);
  const view: MapView = {
    north: lat(v.north),
    east: round(v.east, BOUNDS_DECIMALS),
    south: lat(v.south),
    west: round(v.west, BOUNDS_DECIMALS),
    zoom: clamp(round(v.zoom, ZOOM_DECIMALS), MIN_ZOOM, MAX_ZOOM),
  };
  return view.north > view.south ? view : { ...DEFAULT_MAP_VIEW };
}

/**
 * A view as the spot list and share calls take it (docs/product/api.md): `ne` and `sw` as 'lat,lng' and the
 * zoom, rounded as the URL writes them ({@link toApiView}).
 */
export function toBoundsQuery(view: MapView): { ne: string; sw: string; zoom: string } {
  const v = toApiView(view);
  return { ne: `${v.north},${v.east}`, sw: `${v.south},${v.west}`, zoom: String(v.zoom) };
}

/** The filter an /explore `activity` parameter narrows (the DIVE_SPOT configuration's name). */
export const ACTIVITY_FILTER = 'activityTypes';

/**
 * Folds the URL's `activity` (e.g. from an activity tile) into the activity filter, so the
 * filter bar shows it and one control clears it; the state no longer carries `activity`.
 * Values the configuration does not know are dropped later by {@link sanitizeFilters}.
 */
export function withActivityFilter(state: ExploreUrlState): ExploreUrlState {
  const { activity, ...rest } = state;
  if (activity === undefined || activity.trim() === '') return rest;
  const current = own(state.filters, ACTIVITY_FILTER);
  const values = Array.isArray(current) ? current : current === undefined ? [] : [current];
  return {
    ...rest,
    filters: { ...state.filters, [ACTIVITY_FILTER]: [...values, activity.trim()] },
  };
}
