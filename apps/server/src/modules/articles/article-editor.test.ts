import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminArticle } from '@divespot/shared/admin-content';
import type { ArticleDetail } from '@divespot/shared/articles';
import { createAdminTestApp, refusedFields, type AdminTestApp } from '../../test/admin-client.ts';
import { buildArticle } from '../../test/builders/build-article.ts';

/** The console's article editor: opening an article (drafts too) and its live preview. */

let a: AdminTestApp;

beforeAll(async () => {
  a = await createAdminTestApp();
});
afterAll(() => a.t.close());

const BODY = [
  '## Planning',
  '',
  'Read the [tide table](https://example.com/tides) *before* you go.',
  '',
  '### Kit',
  '',
  '| Item | Why |',
  '| ---- | --- |',
  '| Torch | Light |',
  '',
  '<script>alert(1)</script><b onclick="x()">bold</b>',
].join('\n');

describe('GET /api/admin/articles/{slug}', () => {
  it('opens a draft, which the blog does not serve, as its editor saved it', async () => {
    await buildArticle(a.t.database.db, {
      slug: 'work-in-progress',
      title: 'Work in progress',
      status: 'draft',
      published_at: null,
      tags: ['technique', 'retired-tag'],
      body_markdown: BODY,
    });
    expect(
      (await a.call('GET', '/api/articles/work-in-progress', undefined, null)).statusCode,
    ).toBe(404);
    expect(await a.ok<AdminArticle>('GET', '/api/admin/articles/work-in-progress')).toEqual({
      slug: 'work-in-progress',
      title: 'Work in progress',
      summary: expect.any(String) as string,
      bodyMarkdown: BODY,
      tags: ['technique'],
      author: 'DiveSpot team',
      status: 'draft',
      publishedAt: null,
      updatedAt: expect.any(String) as string,
      path: null,
    });
  });

  it('opens a published article with its dates and page', async () => {
    await buildArticle(a.t.database.db, { slug: 'out-there' });
    expect(await a.ok<AdminArticle>('GET', '/api/admin/articles/out-there')).toMatchObject({
      status: 'published',
      publishedAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      path: '/blog/out-there',
    });
  });

  it('answers 404 for a slug of no article', async () => {
    expect((await a.call('GET', '/api/admin/articles/never-written')).statusCode).toBe(404);
  });
});

describe('POST /api/admin/articles/preview', () => {
  it('renders a body exactly as the article page does, sanitised', async () => {
    await buildArticle(a.t.database.db, { slug: 'same-body', body_markdown: BODY });
    const page = (
      await a.call('GET', '/api/articles/same-body', undefined, null)
    ).json<ArticleDetail>();
    const preview = await a.ok<{ html: string }>('POST', '/api/admin/articles/preview', {
      bodyMarkdown: BODY,
    });
    expect(preview.html).toBe(page.html);
    expect(preview.html).toContain('<table>');
    expect(preview.html).not.toMatch(/<script|onclick/i);
  });

  it('refuses an empty body with 400 naming it', async () => {
    const res = await a.call('POST', '/api/admin/articles/preview', { bodyMarkdown: '  ' });
    expect(refusedFields(res)).toEqual({ bodyMarkdown: 'must not be empty' });
  });
});
