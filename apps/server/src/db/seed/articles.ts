import { sql, type Insertable, type Transaction } from 'kysely';
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
    updated_at: `${article.updatedAt ?? article.publishedAt}T00:00:00Z`,
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

/**
 * Brings the seed's articles that nobody has changed since the seed wrote them up to date with
 * the files: text, links and dates. A row counts as the seed's while an articles seed step
 * created it and its `updated_at` is one the seed writes: a whole day in UTC (the article's own
 * date), or its creation time (articles-v1, before articles had dates). An edit through the API
 * writes the time of the edit. A deleted article stays deleted.
 */
export async function refreshSeedArticles(
  trx: Transaction<Database>,
  articles: SeedArticle[] = loadSeedArticles(),
): Promise<void> {
  const seeded = trx
    .selectFrom('seed_run')
    .select('applied_at')
    .where('name', 'like', 'articles-%');
  for (const article of articles) {
    const row = publishedArticleRow(article);
    await trx
      .updateTable('article')
      .set({
        title: row.title,
        summary: row.summary,
        body_markdown: row.body_markdown,
        tags: row.tags,
        author: row.author,
        published_at: row.published_at,
        updated_at: row.updated_at,
        linked_spots: row.linked_spots,
        linked_species: row.linked_species,
        linked_regions: row.linked_regions,
      })
      .where('slug', '=', row.slug)
      .where('status', '=', 'published')
      .where('created_at', 'in', seeded)
      .where(
        sql<boolean>`(updated_at = created_at OR
          updated_at = date_trunc('day', updated_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')`,
      )
      .execute();
  }
}
