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
  /** The `search` text of the URL (SPEC §2), sent as the name search `q`. */
  search?: string;
}

/** Filters and search text as query parameters (SPEC §7: arrays as comma lists). */
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
