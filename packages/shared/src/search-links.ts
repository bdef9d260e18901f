/*
 * The zod-free part of the search contract: what the web app's header needs on every page
 * (types, constants, result links). The zod schemas live in search.ts, which imports these, so
 * the header does not ship zod.
 */

/** Kinds of search result (SPEC §3 "Search result"). */
export const SEARCH_RESULT_TYPES = [
  'DIVE_SPOT',
  'MARINE_LIFE',
  'DIVE_CENTER',
  'COUNTRY',
  'REGION',
] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

/** One search result (SPEC §3), as GET /api/search lists them, best match first. */
export interface SearchResult {
  type: SearchResultType;
  objectId: number;
  /** The record's slug; for regions `country/region`. */
  slug: string;
  title: string;
  /** One line of context, e.g. "Wreck · Red Sea, Egypt" or a scientific name. */
  details: string;
}

/** Longest search text accepted; longer is refused, not truncated, so a typo shows. */
export const SEARCH_MAX_LENGTH = 100;
/** SPEC §9: the search box waits this long after the last keystroke before it asks. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The page a result opens (SPEC §2 routes). */
export function searchResultHref(result: Pick<SearchResult, 'type' | 'slug'>): string {
  switch (result.type) {
    case 'DIVE_SPOT':
      return `/spots/${result.slug}`;
    case 'MARINE_LIFE':
      return `/marine-life/${result.slug}`;
    case 'DIVE_CENTER':
      return `/dive-centers/${result.slug}`;
    case 'COUNTRY':
      return `/locations/countries/${result.slug}`;
    case 'REGION':
      return `/locations/regions/${result.slug}`;
  }
}

/** Where the search box goes when nothing is chosen: explore, filtered by the text. */
export function exploreSearchHref(text: string): string {
  return `/explore?${new URLSearchParams({ search: text.trim() }).toString()}`;
}
