import { sql, type Insertable, type Kysely, type NotNull, type SelectQueryBuilder } from 'kysely';
import { countRows } from '../../db/count.ts';
import type { ArticleTable, Database } from '../../db/schema.ts';

/**
 * The id of the first record of `table` the article's body links to (its `column` of slugs, in
 * link order) that exists; null when none does.
 */
const firstLinked = (table: 'spot' | 'species', column: 'linked_spots' | 'linked_species') =>
  sql<number | null>`(
    SELECT linked.id FROM unnest(${sql.ref(`article.${column}`)}) WITH ORDINALITY AS l(slug, n)
    JOIN ${sql.table(table)} linked ON linked.slug = l.slug
    ORDER BY l.n LIMIT 1)`;

/** Published articles, with what their cards and pages are built from. */
function publishedRows(db: Kysely<Database>) {
  return db
    .selectFrom('article')
    .select([
      'article.id',
      'article.slug',
      'article.title',
      'article.summary',
      'article.body_markdown',
      'article.tags',
      'article.author',
      'article.language',
      'article.published_at',
      'article.updated_at',
      'article.cover_image_id',
      'article.linked_spots',
      'article.linked_species',
      'article.linked_regions',
      firstLinked('spot', 'linked_spots').as('first_spot_id'),
      firstLinked('species', 'linked_species').as('first_species_id'),
    ])
    .where('article.status', '=', 'published')
    .where('article.published_at', 'is not', null)
    .$narrowType<{ published_at: NotNull }>();
}

type ArticleQuery = ReturnType<typeof publishedRows>;
export type ArticleRow =
  ArticleQuery extends SelectQueryBuilder<Database, never, infer O> ? O : never;

const withTag = (query: ArticleQuery, tag: string | undefined) =>
  tag ? query.where(sql<boolean>`article.tags @> ARRAY[${tag}]::text[]`) : query;

/** One page of published articles, newest first (by slug on the same day), with the total. */
export async function findPublishedArticles(
  db: Kysely<Database>,
  filter: { tag?: string; offset: number; limit: number },
): Promise<{ rows: ArticleRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    withTag(publishedRows(db), filter.tag)
      .orderBy('article.published_at', 'desc')
      .orderBy('article.slug')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    countRows(withTag(publishedRows(db), filter.tag)),
  ]);
  return { rows, total };
}

/** A published article by slug; a draft is not found. */
export const findPublishedArticle = (db: Kysely<Database>, slug: string) =>
  publishedRows(db).where('article.slug', '=', slug).executeTakeFirst();

/** Slugs of every published article, newest first, for the sitemap. */
export const listPublishedArticleSlugs = async (db: Kysely<Database>) =>
  (
    await db
      .selectFrom('article')
      .select('slug')
      .where('status', '=', 'published')
      .orderBy('published_at', 'desc')
      .orderBy('slug')
      .execute()
  ).map((r) => r.slug);

/** An article as an editor writes it: every column but its dates and id. */
export type ArticleFields = Pick<
  Insertable<ArticleTable>,
  | 'title'
  | 'summary'
  | 'body_markdown'
  | 'tags'
  | 'author'
  | 'status'
  | 'linked_spots'
  | 'linked_species'
  | 'linked_regions'
>;

/**
 * Creates or replaces the article of `slug` in one statement (two editors race safely).
 * Published, it takes `publishedAt`, else keeps its first publication date (now, the first
 * time); a draft has none. `updated_at` always moves on: rendered pages are kept per version.
 */
export function upsertArticle(
  db: Kysely<Database>,
  slug: string,
  fields: ArticleFields,
  publishedAt: string | undefined,
) {
  const published = fields.status === 'published';
  const now = new Date().toISOString();
  return db
    .insertInto('article')
    .values({ ...fields, slug, published_at: published ? (publishedAt ?? now) : null })
    .onConflict((oc) =>
      oc.column('slug').doUpdateSet({
        ...fields,
        published_at: !published
          ? null
          : publishedAt
            ? sql<Date>`${publishedAt}::timestamptz`
            : sql<Date>`coalesce(article.published_at, ${now}::timestamptz)`,
        updated_at: sql<Date>`greatest(now(), article.updated_at + interval '1 millisecond')`,
      }),
    )
    .returning([
      'slug',
      'status',
      'published_at',
      'updated_at',
      sql<boolean>`(xmax = 0)`.as('created'),
    ])
    .executeTakeFirstOrThrow();
}

/** Removes the article of `slug`; false when there was none. */
export async function deleteArticle(db: Kysely<Database>, slug: string): Promise<boolean> {
  const deleted = await db.deleteFrom('article').where('slug', '=', slug).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/** What the audit log keeps of an article before and after an admin's change. */
export const findArticleForAudit = (db: Kysely<Database>, slug: string) =>
  db
    .selectFrom('article')
    .select([
      'slug',
      'title',
      'summary',
      'status',
      'tags',
      'author',
      'published_at',
      'body_markdown',
    ])
    .where('slug', '=', slug)
    .executeTakeFirst();

/** An article as its editor opens it, drafts included. */
export const findArticleForEditor = (db: Kysely<Database>, slug: string) =>
  db
    .selectFrom('article')
    .select([
      'slug',
      'title',
      'summary',
      'body_markdown',
      'tags',
      'author',
      'status',
      'published_at',
      'updated_at',
    ])
    .where('slug', '=', slug)
    .executeTakeFirst();
