import type { SentQuery } from '@divespot/shared/page-data';
import type { PagePattern } from '@divespot/shared/routes';
import type { LanguageCode } from '@divespot/shared/site';

/** What a content page's raw HTML says about its record (title, description, image, JSON-LD). */
export interface ResolvedHead {
  /** Document title without the product suffix; the route table's when left out. */
  title?: string;
  /** The route table's when left out. */
  description?: string;
  /** Path of the Open Graph image on this server, e.g. `/api/image/rescale/12?width=1200`. */
  imagePath?: string;
  /** The page's preferred path when several URLs show the same record. */
  canonicalPath?: string;
  ogType?: string;
  /** schema.org structured data (an object with `@context` and `@type`). */
  jsonLd?: object;
  /** The page's largest picture, preloaded with the page (as its `<img>` has it). */
  preloadImage?: { src: string; srcSet: string; sizes: string };
  /**
   * The record itself for the page's first render: `query` goes into the page as the answer to
   * the app's query for the record (page-data.ts in packages/shared; the app starts with it
   * instead of asking the API), and `noscriptHtml` is the page's text for readers without
   * JavaScript and for search engines that do not run it. `version` (the record's last change)
   * keys the page's server-rendered HTML, so an edit shows at once.
   */
  page?: { query: SentQuery; noscriptHtml: string; version?: string };
}

/**
 * Looks up the record a page shows from the route's `:param` values (and the URL's query, for a
 * page that lists), in the page's language; null when it does not exist (the page is then served
 * with HTTP 404).
 */
export type HeadResolver = (
  params: Record<string, string>,
  query: URLSearchParams,
  language: LanguageCode,
) => Promise<ResolvedHead | null>;

/** Head resolvers by PAGE_ROUTES pattern (`[PAGES.spot]: …`). */
export type HeadResolvers = Partial<Record<PagePattern, HeadResolver>>;

/** Paths of indexable content pages for sitemap.xml, e.g. every spot page. */
export type SitemapSource = () => Promise<string[]>;

/**
 * Data a page's first render uses, beyond its record: loaded with the page and put in it as the
 * answer to one of the app's queries (`sentQuery(key, answer)`), so the app need not ask the API
 * for it first. Undefined when the URL asks for something the data does not answer.
 */
export type PageDataLoader<T = SentQuery> = (
  params: Record<string, string>,
  query: URLSearchParams,
  language: LanguageCode,
) => Promise<T | undefined>;

/** Page data loaders by PAGE_ROUTES pattern, then by name. */
export type PageDataLoaders<T = SentQuery> = Partial<
  Record<PagePattern, Record<string, PageDataLoader<T>>>
>;
