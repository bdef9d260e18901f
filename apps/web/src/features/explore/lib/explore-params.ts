import {
  toApiQuery,
  toBoundsQuery,
  type ExploreFilters,
  type MapView,
} from '@divespot/shared/explore-url';

/** What the list, the markers and the share link are asked for: the view and the narrowing. */
export interface SpotQuery {
  view: MapView;
  filters: ExploreFilters;
  /** The `search` text of the URL (docs/product/screens.md), sent as the name search `q`. */
  search?: string;
}

/** Where the diver is, once they have shared it with the map's locate control. */
export interface DiverLocation {
  lat: number;
  lng: number;
}

/**
 * `lat,lng` to about 10 m: distances are shown to 100 m, and a rounded origin keeps one cache
 * entry for a diver standing still while the browser refines its fix.
 */
export const originParam = (at: DiverLocation) => `${at.lat.toFixed(4)},${at.lng.toFixed(4)}`;

/** Filters and search text as query parameters (docs/product/api.md: arrays as comma lists). */
export function narrowingParams(q: Pick<SpotQuery, 'filters' | 'search'>): URLSearchParams {
  const params = new URLSearchParams(toApiQuery(q.filters));
  if (q.search?.trim()) params.set('q', q.search.trim());
  return params;
}

/** `ne`, `sw` ('lat,lng'), zoom, then the narrowing. */
export function boundsParams(q: SpotQuery): URLSearchParams {
  const { ne, sw, zoom } = toBoundsQuery(q.view);
  const params = new URLSearchParams({ ne, sw, zoom });
  narrowingParams(q).forEach((value, key) => params.set(key, value));
  return params;
}

/** Commas stay readable in requests, as in the page URL. */
export const queryString = (params: URLSearchParams) => params.toString().replace(/%2C/gi, ',');
