import { pagePath, PAGES } from './routes.ts';
import type { TextLanguage } from './text-languages.ts';

/*
 * The zod-free part of the search contract: what the web app's header needs on every page
 * (types, constants, result links). The zod schemas live in search.ts, which imports these, so
 * the header does not ship zod.
 */

/** Kinds of search result (docs/product/entities.md "Search result"). */
export const SEARCH_RESULT_TYPES = [
  'DIVE_SPOT',
  'MARINE_LIFE',
  'DIVE_CENTER',
  'COUNTRY',
  'REGION',
] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

/**
 * A result that is no record but an explore view the text describes ("whale shark march",
 * "mantas in bali"): always first when present. Not a `source`: it comes with ALL only.
 */
export const EXPLORE_RESULT_TYPE = 'EXPLORE';
/** What a result is: one of the records of SEARCH_RESULT_TYPES, or an explore view. */
export type SearchResultKind = SearchResultType | typeof EXPLORE_RESULT_TYPE;

/** The explore view an EXPLORE result opens, for the client to describe in its own language. */
export interface SearchExploreView {
  /** Species slugs of the `sealife` filter, e.g. ['reef-manta-ray', 'oceanic-manta-ray']. */
  sealife: string[];
  /** 1–12: the `month` filter, when the text named a month. */
  month?: number;
  /** The region or country the map shows, when the text named one. */
  place?: string;
}

/**
 * What a result's line of context is made of, for a client to write it in its own language
 * (GET /api/search with `lang` other than en-US): "Wrack · Rotes Meer, Ägypten" is the site type's
 * label, then the place.
 */
export interface SearchResultContext {
  /** DIVE_SPOT: the spot's site type code (`wreck`, `reef`…), when it has one. */
  siteType?: string;
  /** DIVE_SPOT, DIVE_CENTER: "Region, Country"; REGION: its country; in the language asked. */
  place?: string;
}

/** One search result (docs/product/entities.md), as GET /api/search lists them, best match first. */
export interface SearchResult {
  type: SearchResultKind;
  /** The record's id; 0 for EXPLORE. */
  objectId: number;
  /** The record's slug; for regions `country/region`; for EXPLORE the explore query (no '?'). */
  slug: string;
  /** The record's name; for EXPLORE the species' common name(s). */
  title: string;
  /**
   * One line of context, e.g. "Wreck · Red Sea, Egypt" or a scientific name; for EXPLORE the
   * place's name or ''.
   */
  details: string;
  /** EXPLORE only: what the view shows. */
  view?: SearchExploreView;
  /**
   * With `lang` other than en-US, every record but a species: `details`' parts, names in that
   * language. Absent: `details` is the line to show.
   */
  context?: SearchResultContext;
  /**
   * MARINE_LIFE with `lang` other than en-US: the language `title` (the common name) is in;
   * `en` when the species has no common name in the language asked.
   */
  titleLang?: TextLanguage;
}

/** Longest search text accepted; longer is refused, not truncated, so a typo shows. */
export const SEARCH_MAX_LENGTH = 100;
/** docs/product/limits.md: the search box waits this long after the last keystroke before it asks. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The page a result opens (docs/product/screens.md routes). */
export function searchResultHref(result: Pick<SearchResult, 'type' | 'slug'>): string {
  switch (result.type) {
    case 'DIVE_SPOT':
      return pagePath(PAGES.spot, { slug: result.slug });
    case 'MARINE_LIFE':
      return pagePath(PAGES.species, { slug: result.slug });
    case 'DIVE_CENTER':
      return pagePath(PAGES.diveCenter, { slug: result.slug });
    case 'COUNTRY':
      return pagePath(PAGES.country, { slug: result.slug });
    case 'REGION':
      return regionHref(result.slug);
    case 'EXPLORE':
      return pagePath(PAGES.explore, {}, result.slug);
  }
}

/** A region result's slug is `country/region`: its canonical page. */
function regionHref(slug: string): string {
  const cut = slug.indexOf('/');
  if (cut < 0) return pagePath(PAGES.regionBySlug, { slug });
  return pagePath(PAGES.region, { country: slug.slice(0, cut), region: slug.slice(cut + 1) });
}

/** Where the search box goes when nothing is chosen: explore, filtered by the text. */
export function exploreSearchHref(text: string): string {
  return pagePath(PAGES.explore, {}, { search: text.trim() });
}
