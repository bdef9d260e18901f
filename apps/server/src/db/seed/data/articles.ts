import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { ARTICLE_TAG_CODES } from '@divespot/shared/article-vocabulary';
import { hasImage, hasRawHtml } from '../../../lib/markdown.ts';

/**
 * The blog's articles written by the DiveSpot team: one `<slug>.md` file each in `articles/`
 * beside this file, YAML front matter between `---` lines, then the Markdown body (CommonMark +
 * GFM tables, `##` sections, no raw HTML, no images).
 */
export const SEED_ARTICLES_DIR = fileURLToPath(new URL('articles/', import.meta.url));

const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** 2026-02-30 matches the pattern, but is no day: Date would roll it over to March. */
const isCalendarDate = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
};

const day = z
  .string({ error: 'a date such as 2026-11-26' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date such as 2026-11-26')
  .refine(isCalendarDate, 'a real calendar date');

/**
 * Front matter of an article file: these fields, nothing else. The dates are the article's own:
 * `publishedAt` the day it was first published, `updatedAt` (when it differs) the day its text
 * last changed; the Atom feed and the article's page show them.
 */
export const articleFrontMatterSchema = z
  .strictObject({
    title: z.string().trim().min(10, 'at least 10 characters').max(120, 'at most 120 characters'),
    summary: z.string().trim().min(80, 'at least 80 characters').max(220, 'at most 220 characters'),
    tags: z
      .array(z.enum(ARTICLE_TAG_CODES, { error: `one of ${ARTICLE_TAG_CODES.join(', ')}` }))
      .min(1, 'at least one tag')
      .refine((tags) => new Set(tags).size === tags.length, 'each tag once'),
    author: z.string().trim().min(2, 'at least 2 characters').max(80, 'at most 80 characters'),
    // YAML 1.2 reads an unquoted 2026-11-26 as text, which is what we want.
    publishedAt: day,
    updatedAt: day.optional(),
  })
  .refine((a) => !a.updatedAt || a.updatedAt >= a.publishedAt, {
    message: 'not before publishedAt',
    path: ['updatedAt'],
  });

const bodySchema = z
  .string()
  .trim()
  .min(200, 'at least 200 characters of Markdown')
  .refine((body) => !hasRawHtml(body), 'no raw HTML (write Markdown)')
  .refine((body) => !hasImage(body), 'no images');

export interface SeedArticle extends z.infer<typeof articleFrontMatterSchema> {
  /** The file name without `.md`. */
  slug: string;
  /** The Markdown body. */
  body: string;
}

// A document starts with a `---` line; the front matter runs to the next `---` line.
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

/** Reads and validates one article file; the error names the file and the field. */
export function parseArticleFile(file: string, text: string): SeedArticle {
  const fail = (why: string) => new Error(`${file}: ${why}`);
  const name = path.basename(file, '.md');
  if (!slug.test(name))
    throw fail('the file name must be a kebab-case slug, e.g. reading-currents.md');
  const parts = FRONT_MATTER.exec(text.replace(/^\uFEFF/, ''));
  if (!parts)
    throw fail('no front matter: the file must start with a --- line and close it with another');
  let yaml: unknown;
  try {
    yaml = parseYaml(parts[1] ?? '');
  } catch (error) {
    throw fail(`the front matter is not valid YAML: ${(error as Error).message}`);
  }
  const front = articleFrontMatterSchema.safeParse(yaml ?? {});
  if (!front.success) throw fail(z.prettifyError(front.error));
  const body = bodySchema.safeParse(parts[2] ?? '');
  // The same form as prettifyError's, with the field named.
  if (!body.success)
    throw fail(body.error.issues.map((i) => `✖ ${i.message}\n  → at body`).join('\n'));
  return { slug: name, ...front.data, body: body.data };
}

/** Every article of a folder (none when it does not exist), by file name, validated. */
export function loadSeedArticles(dir: string = SEED_ARTICLES_DIR): SeedArticle[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => parseArticleFile(file, readFileSync(path.join(dir, file), 'utf8')));
}
