/**
 * Articles (the blog) without zod, so the web app's pages can label tags and build links without
 * shipping the schema library. The API contract itself is in articles.ts.
 */

/** The fixed tags of articles with their English names, in the order the blog lists them. */
export const ARTICLE_TAGS = {
  safety: 'Safety',
  technique: 'Technique',
  nitrox: 'Nitrox',
  freediving: 'Freediving',
  'marine-life': 'Marine life',
  travel: 'Travel',
  conservation: 'Conservation',
  wrecks: 'Wrecks',
  seasons: 'Seasons',
  beginners: 'Beginners',
  gear: 'Gear',
} as const;
export type ArticleTag = keyof typeof ARTICLE_TAGS;

/** The tag codes, e.g. for a zod enum. */
export const ARTICLE_TAG_CODES = Object.keys(ARTICLE_TAGS) as [ArticleTag, ...ArticleTag[]];

/** True for one of the fixed tags. */
export const isArticleTag = (tag: string): tag is ArticleTag =>
  Object.prototype.hasOwnProperty.call(ARTICLE_TAGS, tag);

/** How many articles a page of the blog lists. */
export const ARTICLES_PER_PAGE = 12;

/** Reading speed behind `readingMinutes`, in words a minute. */
export const WORDS_PER_MINUTE = 200;

/** Minutes to read `words` words: rounded up, at least 1. */
export const readingMinutes = (words: number) => Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));

/** Kinds of record an article's body can link to and lists as related. */
export type ArticleLinkKind = 'spot' | 'species' | 'region';

/** A record an article links to: its kind and slug. */
export interface ArticleLinkTarget {
  kind: ArticleLinkKind;
  slug: string;
}

const SLUG = '([a-z0-9]+(?:-[a-z0-9]+)*)';
const LINK_PATTERNS: readonly [ArticleLinkKind, RegExp][] = [
  ['spot', new RegExp(`^/spots/${SLUG}$`)],
  ['species', new RegExp(`^/marine-life/${SLUG}$`)],
  // A region page is /locations/regions/{region} or /locations/regions/{country}/{region}.
  ['region', new RegExp(`^/locations/regions/(?:${SLUG}/)?${SLUG}$`)],
];

/**
 * The spot, species or region a link of an article's body points at, or null for any other link
 * (another page of the app, an external site). Query and fragment are ignored.
 */
export function articleLinkTarget(href: string): ArticleLinkTarget | null {
  const path = href.split(/[?#]/)[0]?.replace(/(.)\/+$/, '$1') ?? '';
  for (const [kind, pattern] of LINK_PATTERNS) {
    const match = pattern.exec(path);
    const slug = match?.[match.length - 1];
    if (slug) return { kind, slug };
  }
  return null;
}
