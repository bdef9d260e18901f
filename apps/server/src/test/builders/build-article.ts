import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ArticleTable, Database } from '../../db/schema.ts';
import { linkedRecords } from '../../db/article-links.ts';
import { nameOf, uniqueSlug } from './unique.ts';

export type BuiltArticle = Selectable<ArticleTable>;
export type ArticleOverrides = Partial<Insertable<ArticleTable>>;

/**
 * Adds an article the way the seed does (the records its body links to written beside it): a
 * unique slug, published on 2026-01-01 by the DiveSpot team with one short section and not
 * changed since, unless overridden; returns its row.
 */
export async function buildArticle(
  db: Kysely<Database>,
  overrides: ArticleOverrides = {},
): Promise<BuiltArticle> {
  const slug = overrides.slug ?? uniqueSlug('article');
  const body = overrides.body_markdown ?? `## About ${nameOf(slug)}\n\nA few words on diving.`;
  return db
    .insertInto('article')
    .values({
      title: nameOf(slug),
      summary: `What divers should know about ${nameOf(slug)}, in one sentence.`,
      tags: ['technique'],
      author: 'DiveSpot team',
      status: 'published',
      published_at: '2026-01-01T00:00:00Z',
      // Unchanged since it was published, unless the overrides say otherwise.
      updated_at: overrides.published_at ?? '2026-01-01T00:00:00Z',
      ...linkedRecords(body),
      ...overrides,
      slug,
      body_markdown: body,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
