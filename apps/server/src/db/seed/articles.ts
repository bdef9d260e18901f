import type { Insertable, Transaction } from 'kysely';
import { linkedRecords } from '../article-links.ts';
import type { ArticleTable, Database } from '../schema.ts';
import { loadSeedArticles, type SeedArticle } from './data/articles.ts';

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
