import type { Kysely } from 'kysely';
import type { ArticleWrite, ArticleWriteResult } from '@divespot/shared/articles';
import { recordAudit, type AuditActor } from '../../db/audit.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { linkedRecords } from '../../db/article-links.ts';
import { deleteArticle, findArticleForAudit, upsertArticle } from './articles.repository.ts';

/**
 * The admins' side of the blog: an article written as a whole (created or replaced by slug) and
 * removed. The records the body links to are kept beside it, read from its links, as the seed
 * writes them; the page renders and sanitises the body when it is read. Each change is written
 * to the audit log in its transaction (docs/product/admin.md).
 */
export class ArticleEditor {
  private readonly db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  async put(actor: AuditActor, slug: string, input: ArticleWrite): Promise<ArticleWriteResult> {
    return this.db.transaction().execute(async (trx) => {
      const before = await findArticleForAudit(trx, slug);
      const result = await this.#upsert(trx, slug, input);
      await recordAudit(trx, actor, {
        action: result.created ? 'article.create' : 'article.update',
        subject: 'article',
        subjectId: slug,
        before: before ?? null,
        after: (await findArticleForAudit(trx, slug)) ?? null,
      });
      return result;
    });
  }

  async #upsert(
    db: Kysely<Database>,
    slug: string,
    input: ArticleWrite,
  ): Promise<ArticleWriteResult> {
    const row = await upsertArticle(
      db,
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

  async remove(actor: AuditActor, slug: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const before = await findArticleForAudit(trx, slug);
      if (!before || !(await deleteArticle(trx, slug)))
        throw notFound('No article with that slug.');
      await recordAudit(trx, actor, {
        action: 'article.delete',
        subject: 'article',
        subjectId: slug,
        before,
        after: null,
      });
    });
  }
}
