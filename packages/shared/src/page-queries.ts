import type { ArticleDetail, ArticlePage } from './articles.ts';
import type { FilterConfiguration } from './filters.ts';
import type { SpeciesDetail } from './marine-life.ts';
import type { AnswerKey } from './page-data.ts';
import type { LanguageCode } from './site.ts';
import type { SpotDetail } from './spots.ts';
import type { SiteStatistics } from './statistics.ts';

/**
 * The query keys of the answers pages come with (page-data.ts): the web app's queries and the
 * server's page data both build them here, so one key names one answer on both sides. A key
 * ends with the language when the answer's stored texts are in one (decision 0014). Explore's
 * list has its own module, explore-list.ts, so that record pages do not load explore's URL code.
 */

/** GET /api/statistics: the home page's counts. */
export const statisticsKey = (): AnswerKey<SiteStatistics> => ['statistics'];

/** GET /api/filter/configuration/DIVE_SPOT: explore's filters, named in `lang`. */
export const filterConfigurationKey = (lang: LanguageCode): AnswerKey<FilterConfiguration> => [
  'filters',
  'configuration',
  'DIVE_SPOT',
  lang,
];

/** How a page names its spot: `/spots/{slug}` by slug, older `/spot/{id}` links by id. */
export type SpotKey = { slug: string } | { id: number };

const isId = (s: string) => /^\d{1,15}$/.test(s);

/** The spot a spot page's URL names: `/spots/{slug-or-id}`, `/spot/{id}`, `/spot/id/{id}`. */
export function spotKeyOf(params: { slug?: string; id?: string }): SpotKey | null {
  if (params.slug !== undefined)
    return isId(params.slug) ? { id: Number(params.slug) } : { slug: params.slug };
  return params.id !== undefined && isId(params.id) ? { id: Number(params.id) } : null;
}

/** Whether `spot` is the one `key` names. */
export const isSpotOf = (key: SpotKey) => (spot: SpotDetail) =>
  'id' in key ? spot.objectId === key.id : spot.slug === key.slug;

/** GET /api/spot/id/{id} or /api/spot/slug/{slug}: a spot page's record. */
export const spotKey = (key: SpotKey, lang: LanguageCode): AnswerKey<SpotDetail> => [
  'spots',
  'detail',
  'id' in key ? `id:${key.id}` : key.slug,
  lang,
];

/** GET /api/sealife/{slug} or /api/sealife/id/{id}: a species page's record, as its URL names it. */
export const speciesKey = (slugOrId: string, lang: LanguageCode): AnswerKey<SpeciesDetail> => [
  'sealife',
  'detail',
  slugOrId,
  lang,
];

/** GET /api/articles/{slug}: an article (the cards of what it links to in `lang`). */
export const articleKey = (slug: string, lang: LanguageCode): AnswerKey<ArticleDetail> => [
  'articles',
  'detail',
  slug,
  lang,
];

/** GET /api/articles: a page of the blog (0 is the first), all topics or one. */
export const articlesKey = (page: number, tag: string | undefined): AnswerKey<ArticlePage> => [
  'articles',
  'list',
  page,
  tag ?? null,
];
