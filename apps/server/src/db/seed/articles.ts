import type { Insertable, Transaction } from 'kysely';
import { articleLinkTarget, type ArticleLinkKind } from '@divespot/shared/article-vocabulary';
import { markdownLinks } from '../../lib/markdown.ts';
import type { ArticleTable, Database } from '../schema.ts';
import { loadSeedArticles, type SeedArticle } from './data/articles.ts';

type LinkedColumns = Pick<ArticleTable, 'linked_spots' | 'linked_species' | 'linked_regions'>;
type Linked = { [K in keyof LinkedColumns]: string[] };

const COLUMN: Record<ArticleLinkKind, keyof Linked> = {
  spot: 'linked_spots',
  species: 'linked_species',
  region: 'linked_regions',
};

/**
 * The spots, species and regions a Markdown body links to, by slug: in link order, each once.
 * Whoever writes an article's body writes these with it (the table keeps them beside the body).
 */
export function linkedRecords(body: string): Linked {
  const linked: Linked = { linked_spots: [], linked_species: [], linked_regions: [] };
  for (const href of markdownLinks(body)) {
    const target = articleLinkTarget(href);
    const list = target && linked[COLUMN[target.kind]];
    if (list && target && !list.includes(target.slug)) list.push(target.slug);
  }
  return linked;
}

/** The row of a published article written in the seed's format. */
export function publishedArticleRow(article: SeedArticle): Insertable<ArticleTable> {
  return {
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    body_markdown: article.body,
    tags: article.tags,
    author: article.author,
    status: 'published',
    published_at: `${article.publishedAt}T00:00:00Z`,
    ...linkedRecords(article.body),
  };
}

/** Adds the articles as published; an article whose slug exists already is left as it is. */
export async function seedArticles(
  trx: Transaction<Database>,
  articles: SeedArticle[] = loadSeedArticles(),
): Promise<void> {
  if (!articles.length) return;
  await trx
    .insertInto('article')
    .values(articles.map(publishedArticleRow))
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
}
