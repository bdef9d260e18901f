import type { LanguageCode } from '@divespot/shared/site';
import type { Kysely } from 'kysely';
import { isArticleTag, readingMinutes } from '@divespot/shared/article-vocabulary';
import type {
  ArticleDetail,
  ArticleListQuery,
  ArticlePage,
  ArticleSummary,
} from '@divespot/shared/articles';
import { illustrationUrl, photoUrl } from '@divespot/shared/images';
import type { RegionSummary } from '@divespot/shared/locations';
import type { SpeciesSummary } from '@divespot/shared/marine-life';
import { pagePath, PAGES } from '@divespot/shared/routes';
import type { SpotSummary } from '@divespot/shared/spots';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { LruCache } from '../../lib/lru-cache.ts';
import { renderMarkdown, type RenderedMarkdown } from '../../lib/markdown.ts';
import {
  findPublishedArticle,
  findPublishedArticles,
  listPublishedArticleSlugs,
  type ArticleRow,
} from './articles.repository.ts';

/**
 * The cards of the records an article links to, from the features that own them, in the
 * language of the page (English (US) when none is given).
 */
export interface RelatedCards {
  spots(slugs: readonly string[], lang?: LanguageCode): Promise<SpotSummary[]>;
  species(slugs: readonly string[], lang?: LanguageCode): Promise<SpeciesSummary[]>;
  regions(slugs: readonly string[], lang?: LanguageCode): Promise<RegionSummary[]>;
}

/** What an article's page head tells: its card (with its dates) and language. */
export type ArticleOutline = ArticleSummary & Pick<ArticleDetail, 'language'>;

/** An article as the feed carries it: its card (with its dates) and body. */
export type FeedArticle = ArticleSummary & Pick<ArticleDetail, 'html'>;

/** The article's cover photo; else the illustration of the first spot, else species, it links to. */
function coverImageLink(row: ArticleRow): string | null {
  if (row.cover_image_id !== null) return photoUrl(row.cover_image_id);
  if (row.first_spot_id !== null) return illustrationUrl('spot', row.first_spot_id);
  if (row.first_species_id !== null) return illustrationUrl('species', row.first_species_id);
  return null;
}

/** The records of `keys` in that order, each once; keys of no record are left out. */
function inLinkOrder<T>(keys: readonly string[], records: T[], keyOf: (record: T) => string) {
  const byKey = new Map(records.map((record) => [keyOf(record), record]));
  return keys.flatMap((key) => byKey.get(key) ?? []);
}

const RENDERED_ENTRIES = 500;

/** The blog: published articles, their pages, feed entries and sitemap paths. */
export class ArticleService {
  /*
   * Bodies are rendered when read, not when written: the HTML always comes from the current
   * renderer and allowlist (a fix to the sanitiser reaches every article at once, with no stored
   * HTML to re-render), and the table keeps only what the author wrote. A render costs a few
   * milliseconds; the instance keeps it per version of an article (id and updated_at), so an
   * article is rendered once per edit, not once per view. The blog has tens of articles.
   */
  readonly #rendered = new LruCache<string, RenderedMarkdown>({ maxEntries: RENDERED_ENTRIES });

  private readonly db: Kysely<Database>;
  private readonly related: RelatedCards;

  constructor(db: Kysely<Database>, related: RelatedCards) {
    this.db = db;
    this.related = related;
  }

  #render(row: ArticleRow): RenderedMarkdown {
    const key = `${row.id}:${row.updated_at.getTime()}`;
    let rendered = this.#rendered.get(key);
    if (!rendered) {
      rendered = renderMarkdown(row.body_markdown);
      this.#rendered.set(key, rendered);
    }
    return rendered;
  }

  #summary(row: ArticleRow): ArticleSummary {
    return {
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      // The API names only tags of the fixed list.
      tags: row.tags.filter(isArticleTag),
      author: row.author,
      publishedAt: row.published_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      readingMinutes: readingMinutes(this.#render(row).words),
      coverImageLink: coverImageLink(row),
    };
  }

  async #detail(row: ArticleRow, lang: LanguageCode | undefined): Promise<ArticleDetail> {
    const { html, toc } = this.#render(row);
    const [spots, species, regions] = await Promise.all([
      this.related.spots(row.linked_spots, lang),
      this.related.species(row.linked_species, lang),
      this.related.regions(row.linked_regions, lang),
    ]);
    return {
      ...this.#summary(row),
      html,
      toc,
      language: row.language,
      related: {
        spots: inLinkOrder(
          row.linked_spots.map((slug) => pagePath(PAGES.spot, { slug })),
          spots,
          (s) => s.urlFullSlug,
        ),
        species: inLinkOrder(row.linked_species, species, (s) => s.slug),
        regions: inLinkOrder(row.linked_regions, regions, (r) => r.slug),
      },
    };
  }

  async listArticles(query: ArticleListQuery): Promise<ArticlePage> {
    const { page, size } = query;
    const { rows, total } = await findPublishedArticles(this.db, {
      tag: query.tag,
      offset: page * size,
      limit: size,
    });
    return {
      content: rows.map((row) => this.#summary(row)),
      page,
      size,
      totalElements: total,
      totalPages: Math.ceil(total / size),
    };
  }

  /**
   * A published article by slug, or null (page heads answer 404 themselves). The article is as
   * written; the cards of what it links to are in `lang`.
   */
  async findArticle(slug: string, lang?: LanguageCode): Promise<ArticleDetail | null> {
    const row = await findPublishedArticle(this.db, slug);
    return row ? this.#detail(row, lang) : null;
  }

  async getArticle(slug: string, lang?: LanguageCode): Promise<ArticleDetail> {
    const article = await this.findArticle(slug, lang);
    if (!article) throw notFound('No published article with that slug.');
    return article;
  }

  /** The newest published articles with their bodies, for the feed. */
  async latestArticles(limit: number): Promise<FeedArticle[]> {
    const { rows } = await findPublishedArticles(this.db, { offset: 0, limit });
    return rows.map((row) => ({ ...this.#summary(row), html: this.#render(row).html }));
  }

  /** The slugs of every published article, for sitemap.xml. */
  articleSlugs(): Promise<string[]> {
    return listPublishedArticleSlugs(this.db);
  }
}
