import { DEFAULT_MAP_VIEW, toApiQuery, toBoundsQuery } from './explore-url.ts';
import type { ExploreFilters, MapView } from './explore-url.ts';
import type { AnswerKey } from './page-data.ts';
import type { LanguageCode } from './site.ts';
import type { SpotPage } from './spots.ts';

/**
 * Explore's list query: its API parameters and its query key, built here for the web app's list
 * and for the first page the server sends with `/explore` (page-data.ts), so both ask, and name,
 * the same thing.
 */

/** Where the diver is, once they have shared it with the map's locate control. */
export interface DiverLocation {
  lat: number;
  lng: number;
}

/** What explore's list, markers and share link are asked for: the view and the narrowing. */
export interface SpotQuery {
  view: MapView;
  filters: ExploreFilters;
  /** The `search` text of the URL (docs/product/screens.md), sent as the name search `q`. */
  search?: string;
}

/** Explore's list query: a view and its narrowing, and where distances are measured from. */
export interface ListQuery extends SpotQuery {
  /** The diver, once located; without it distances are from the view's centre. */
  origin?: DiverLocation | null;
}

/** The list `/explore` opens with: the default view, no filters, no search. */
export const EXPLORE_OPENING: ListQuery = Object.freeze({
  view: DEFAULT_MAP_VIEW,
  filters: Object.freeze({}),
});

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

/**
 * GET /api/spot's query for a page of explore's list (without `lang`): the spots in view,
 * nearest first to the diver when located, else to the view's centre.
 */
export function exploreListParams(q: ListQuery, page: number, size: number): URLSearchParams {
  const params = boundsParams(q);
  params.set('sort', 'distance');
  if (q.origin) params.set('origin', originParam(q.origin));
  params.set('page', String(page));
  params.set('size', String(size));
  return params;
}

/** An infinite query's pages, as TanStack Query keeps them. */
export interface Pages<T> {
  pages: T[];
  pageParams: number[];
}

/** Explore's list, page by page, in `lang`. */
export const exploreListKey = (q: ListQuery, lang: LanguageCode): AnswerKey<Pages<SpotPage>> => [
  'spots',
  'explore',
  q.view,
  q.filters,
  q.search ?? '',
  q.origin ? originParam(q.origin) : 'centre',
  lang,
];
