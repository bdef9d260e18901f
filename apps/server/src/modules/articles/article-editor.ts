import type { Kysely } from 'kysely';
import type { AdminArticle, articlePreviewSchema } from '@divespot/shared/admin-content';
import { isArticleTag } from '@divespot/shared/article-vocabulary';
import type { ArticleWrite, ArticleWriteResult } from '@divespot/shared/articles';
import { pagePath, PAGES } from '@divespot/shared/routes';
import type { z } from 'zod';
import { recordAudit, type AuditActor } from '../../db/audit.ts';
import type { ContentVersion } from '../../db/content-version.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { linkedRecords } from '../../db/article-links.ts';
import { renderMarkdown } from '../../lib/markdown.ts';
import {
  deleteArticle,
  findArticleForAudit,
  findArticleForEditor,
  upsertArticle,
} from './articles.repository.ts';

/**
 * The admins' side of the blog: an article written as a whole (created or replaced by slug) and
 * removed. The records the body links to are kept beside it, read from its links, as the seed
 * writes them; the page renders and sanitises the body when it is read. Each change is written
 * to the audit log in its transaction (docs/product/admin.md); once it commits, this server's
 * cached answers are dropped (`content.changed`) and the others' within a second.
 */
export class ArticleEditor {
  private readonly db: Kysely<Database>;
  private readonly content: ContentVersion;

  constructor(db: Kysely<Database>, content: ContentVersion) {
    this.db = db;
    this.content = content;
  }

  /** An article as its editor opens it, a draft as well as a published one. */
  async get(slug: string): Promise<AdminArticle> {
    const row = await findArticleForEditor(this.db, slug);
    if (!row) throw notFound('No article with that slug.');
    const published = row.status === 'published' && row.published_at !== null;
    return {
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      bodyMarkdown: row.body_markdown,
      // The form offers only tags of the fixed list, as the API names only those.
      tags: row.tags.filter(isArticleTag),
      author: row.author,
      status: row.status,
      publishedAt: row.published_at ? new Date(row.published_at).toISOString() : null,
      updatedAt: new Date(row.updated_at).toISOString(),
      path: published ? pagePath(PAGES.article, { slug: row.slug }) : null,
    };
  }

  /**
   * A body rendered as the article's page renders it: the very function the public answer's
   * `html` comes from (articles.service.ts), so the preview cannot differ from the page.
   */
  preview(bodyMarkdown: string): z.output<typeof articlePreviewSchema> {
    return { html: renderMarkdown(bodyMarkdown).html };
  }

  async put(actor: AuditActor, slug: string, input: ArticleWrite): Promise<ArticleWriteResult> {
    const written = await this.db.transaction().execute(async (trx) => {
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
    this.content.changed();
    return written;
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
    this.content.changed();
  }
}
