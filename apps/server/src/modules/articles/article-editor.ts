import type { Kysely } from 'kysely';
import type { ArticleWrite, ArticleWriteResult } from '@divespot/shared/articles';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { linkedRecords } from '../../db/article-links.ts';
import { deleteArticle, upsertArticle } from './articles.repository.ts';

/**
 * The admins' side of the blog: an article written as a whole (created or replaced by slug) and
 * removed. The records the body links to are kept beside it, read from its links, as the seed
 * writes them; the page renders and sanitises the body when it is read.
 */
export class ArticleEditor {
  private readonly db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  async put(slug: string, input: ArticleWrite): Promise<ArticleWriteResult> {
    const row = await upsertArticle(
      this.db,
      slug,
      {
        title: input.title,
        summary: input.summary,
        body_markdown: input.bodyMarkdown,
        tags: input.tags,
        author: input.author,
        status: input.status,
        ...linkedRecords(input.bodyMarkdown),
      },
      input.publishedAt,
    );
    return {
      slug: row.slug,
      status: row.status,
      created: row.created,
      publishedAt: row.published_at ? new Date(row.published_at).toISOString() : null,
      updatedAt: new Date(row.updated_at).toISOString(),
    };
  }

  async remove(slug: string): Promise<void> {
    if (!(await deleteArticle(this.db, slug))) throw notFound('No article with that slug.');
  }
}
