import { z } from 'zod';
import { ARTICLE_TAG_CODES, ARTICLES_PER_PAGE } from './article-vocabulary.ts';
import { regionSummarySchema } from './locations.ts';
import { speciesSummarySchema } from './marine-life.ts';
import { pageSchema } from './schema-parts.ts';
import { spotSummarySchema } from './spots.ts';

/**
 * Articles (the blog) API contract: `/api/articles` and `/api/articles/{slug}`. Only published
 * articles are served; a draft is as unknown as a slug that never existed.
 */

/** A whole number of a query, within bounds. */
const queryInt = (min: number, max: number) => {
  const range = `must be between ${min} and ${max}`;
  return z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(min, range)
    .max(max, range);
};

export const articleTagSchema = z.enum(ARTICLE_TAG_CODES, {
  error: `must be one of ${ARTICLE_TAG_CODES.join(', ')}`,
});

/** Query of `GET /api/articles`: newest first, pages from 0. */
export const articleListQuerySchema = z.object({
  page: queryInt(0, 10_000).default(0).meta({ description: 'Zero-based page number.' }),
  size: queryInt(1, 50).default(ARTICLES_PER_PAGE),
  tag: articleTagSchema.optional().meta({ description: 'Only articles with this tag.' }),
});
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>;

export const articleSlugParamsSchema = z.object({
  slug: z
    .string()
    .max(200, 'must be at most 200 characters')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug such as reading-currents'),
});

/** An article as the blog's list and cards show it. */
export const articleSummarySchema = z
  .object({
    slug: z.string().meta({ description: 'For /blog/{slug} links.' }),
    title: z.string(),
    summary: z.string().meta({ description: 'One or two sentences.' }),
    tags: z.array(articleTagSchema),
    author: z.string().meta({ description: 'e.g. "DiveSpot team".' }),
    publishedAt: z
      .string()
      .meta({ description: 'When it was first published: ISO 8601 date and time (UTC).' }),
    updatedAt: z.string().meta({
      description:
        'When its text last changed: ISO 8601 date and time (UTC); the same as publishedAt until then.',
    }),
    readingMinutes: z
      .number()
      .int()
      .meta({ description: 'Words of the body / 200, rounded up, at least 1.' }),
    coverImageLink: z.string().nullable().meta({
      description:
        "The article's cover photo; else the illustration of the first spot its body links to, else of the first species; null when it links to neither.",
    }),
  })
  .meta({ id: 'ArticleSummary' });
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** One entry of an article's table of contents: an `##` or `###` heading of its body. */
export const articleTocEntrySchema = z
  .object({
    id: z.string().meta({ description: 'The heading element’s id, for #fragment links.' }),
    text: z.string(),
    level: z.union([z.literal(2), z.literal(3)]),
  })
  .meta({ id: 'ArticleTocEntry' });
export type ArticleTocEntry = z.infer<typeof articleTocEntrySchema>;

/** The article page: the summary plus its body, contents and the records it links to. */
export const articleDetailSchema = articleSummarySchema
  .extend({
    html: z.string().meta({
      description:
        'The body as sanitised HTML: h2–h4 (h2 and h3 with ids), paragraphs, lists, links, emphasis, code, quotes, tables and rules only.',
    }),
    toc: z.array(articleTocEntrySchema),
    language: z.string().meta({ description: 'BCP 47 language of the text, e.g. `en`.' }),
    related: z
      .object({
        spots: z.array(spotSummarySchema),
        species: z.array(speciesSummarySchema),
        regions: z.array(regionSummarySchema),
      })
      .meta({
        description:
          'The spots, species and regions the body links to, in link order, each once; links to records that do not exist are left out.',
      }),
  })
  .meta({ id: 'ArticleDetail' });
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

export const articlePageSchema = pageSchema(articleSummarySchema).meta({ id: 'ArticlePage' });
export type ArticlePage = z.infer<typeof articlePageSchema>;

/** Published articles are served; drafts are not. */
const articleStatusSchema = z.enum(['published', 'draft'], { error: 'must be published or draft' });

/** A text field of an article as an editor writes it: trimmed, not empty, bounded. */
const articleText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`);

/**
 * Body of `PUT /api/admin/articles/{slug}` (admins): the article as a whole, created or replaced.
 * The records the body links to are read from its links. Publishing without `publishedAt` keeps
 * the article's first publication date (or now, the first time).
 */
export const articleWriteSchema = z
  .object({
    title: articleText(200),
    summary: articleText(500),
    bodyMarkdown: articleText(100_000).meta({
      description: 'Markdown. Raw HTML in it is not kept: the page shows a sanitised rendering.',
    }),
    tags: z
      .array(articleTagSchema, { error: 'must be a list of tags' })
      .max(8, 'must be at most 8 tags')
      .default([]),
    author: articleText(100),
    status: articleStatusSchema,
    publishedAt: z.iso
      .datetime({ offset: true, error: 'must be an ISO 8601 date and time' })
      .optional(),
  })
  .meta({ id: 'ArticleWrite' });
export type ArticleWrite = z.infer<typeof articleWriteSchema>;

/** What `PUT /api/admin/articles/{slug}` answers: where the article stands now. */
export const articleWriteResultSchema = z
  .object({
    slug: z.string(),
    status: articleStatusSchema,
    created: z.boolean().meta({ description: 'True when the slug had no article before.' }),
    publishedAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ArticleWriteResult' });
export type ArticleWriteResult = z.infer<typeof articleWriteResultSchema>;

export const articleDeletedSchema = z.null().meta({ description: 'No content.' });
