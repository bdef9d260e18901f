import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HeadResolver } from '../../http/page-heads.ts';
import { renderHead } from '../../http/page-head-tags.ts';
import { articlesKey } from '@divespot/shared/page-queries';
import { pageDataOf, sentAnswer, titleOf } from '../../test/page-heads.ts';
import { ARTICLES_PER_PAGE } from '@divespot/shared/article-vocabulary';
import type { ArticlePage } from '@divespot/shared/articles';
import { buildArticle } from '../../test/builders/build-article.ts';
import { buildSpot } from '../../test/builders/build-spot.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { articleHeads, articleSitemap } from './articles.head.ts';
import { ArticleService } from './articles.service.ts';
import { relatedCards } from './related-cards.ts';

/*
 * The route table gets its /blog pages with the web app's blog; until then no page request
 * reaches this resolver, so it is called directly, on the service the feature builds.
 */

const ORIGIN = 'https://divespot.test';
let t: TestApp;
let articles: ArticleService;
let resolve: (params: Record<string, string>) => ReturnType<HeadResolver>;
let spotId: number;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN }, { seed: false });
  const db = t.database.db;
  spotId = (await buildSpot(db, { slug: 'head-reef' })).id;
  await buildArticle(db, {
    slug: 'team-article',
    title: 'Reading a current before you jump',
    summary: 'Surface signs that give a current away, and what to do when one carries you off.',
    tags: ['safety', 'technique'],
    published_at: '2026-11-26T00:00:00Z',
    updated_at: '2026-11-28T09:00:00Z',
    body_markdown: 'Dive [the reef](/spots/head-reef).',
  });
  await buildArticle(db, {
    slug: 'guest-article',
    author: 'Ana Costa',
    language: 'pt-BR',
    published_at: '2026-11-20T00:00:00Z',
  });
  await buildArticle(db, { slug: 'draft-article', status: 'draft', published_at: null });
  articles = new ArticleService(db, relatedCards(db));
  const heads = articleHeads(articles, ORIGIN);
  expect(Object.keys(heads)).toEqual(['/blog', '/blog/:slug']);
  const article = heads['/blog/:slug'] as HeadResolver;
  resolve = (params) => article(params, new URLSearchParams(), 'en-US');
});
afterAll(() => t.close());

describe('article page head (/blog/:slug)', () => {
  it('titles and describes the article, with its canonical path and cover', async () => {
    const head = await resolve({ slug: 'team-article' });
    expect(head).toMatchObject({
      title: 'Reading a current before you jump',
      description:
        'Surface signs that give a current away, and what to do when one carries you off.',
      canonicalPath: '/blog/team-article',
      ogType: 'article',
      imagePath: `/api/image/illustration/spot/${spotId}?width=1200&height=630`,
      preloadImage: {
        src: `/api/image/illustration/spot/${spotId}?width=1200&height=675`,
        srcSet: [480, 800, 1200]
          .map(
            (w) => `/api/image/illustration/spot/${spotId}?width=${w}&height=${(w * 9) / 16} ${w}w`,
          )
          .join(', '),
        sizes: '(min-width: 768px) 720px, calc(100vw - 2rem)',
      },
    });
  });

  it('describes the article as a schema.org Article by the DiveSpot organisation', async () => {
    const head = await resolve({ slug: 'team-article' });
    expect(head?.jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      '@id': `${ORIGIN}/blog/team-article`,
      headline: 'Reading a current before you jump',
      description:
        'Surface signs that give a current away, and what to do when one carries you off.',
      datePublished: '2026-11-26T00:00:00.000Z',
      dateModified: '2026-11-28T09:00:00.000Z',
      author: { '@type': 'Organization', name: 'DiveSpot', url: ORIGIN },
      publisher: { '@type': 'Organization', name: 'DiveSpot', url: ORIGIN },
      image: `${ORIGIN}/api/image/illustration/spot/${spotId}?width=1200&height=630`,
      url: `${ORIGIN}/blog/team-article`,
      mainEntityOfPage: `${ORIGIN}/blog/team-article`,
      inLanguage: 'en',
      keywords: ['safety', 'technique'],
    });
  });

  it('names a guest author as a person, and leaves out an image it does not have', async () => {
    const head = await resolve({ slug: 'guest-article' });
    expect(head).not.toHaveProperty('imagePath');
    expect(head?.jsonLd).toMatchObject({
      author: { '@type': 'Person', name: 'Ana Costa' },
      inLanguage: 'pt-BR',
    });
    expect(head?.jsonLd).not.toHaveProperty('image');
  });

  it('renders into Open Graph article tags', async () => {
    const head = await resolve({ slug: 'team-article' });
    if (!head) throw new Error('no head');
    const html = renderHead({
      title: head.title ?? '',
      description: head.description ?? '',
      canonicalUrl: ORIGIN + (head.canonicalPath ?? ''),
      indexable: true,
      ogType: head.ogType,
      image: head.imagePath && ORIGIN + head.imagePath,
      jsonLd: head.jsonLd,
    });
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/blog/team-article" />`);
    expect(html).toContain('"@type":"Article"');
  });

  it('finds no draft, no unknown slug and nothing that is not a slug (a 404 page)', async () => {
    for (const slug of ['draft-article', 'no-such-article', 'Team-Article', '']) {
      expect(await resolve({ slug }), slug).toBeNull();
    }
  });
});

describe('blog page (/blog)', () => {
  it('comes with its first page of articles, newest first, under its own title', async () => {
    const res = await t.get('/blog');
    expect(res.statusCode).toBe(200);
    const list = sentAnswer(res.body, articlesKey(0, undefined)) as ArticlePage;
    expect(list.page).toBe(0);
    expect(list.size).toBe(ARTICLES_PER_PAGE);
    expect(list.content.map((a) => a.slug)).toEqual(['team-article', 'guest-article']);
    expect(titleOf(res.body)).toBe(titleOf((await t.get('/blog?tag=safety')).body));
    expect(res.body).toContain('<noscript><section');
    expect(res.body).toContain(
      '<a href="/blog/team-article">Reading a current before you jump</a>',
    );
  });

  it('leaves a topic or a later page to the app: it does not match the first page', async () => {
    for (const url of ['/blog?tag=safety', '/blog?page=2', '/blog?tag=nope']) {
      const res = await t.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(pageDataOf(res.body), url).toBeNull();
    }
  });
});

describe('blog sitemap', () => {
  it('lists the blog and every published article, newest first, and no draft', async () => {
    expect(await articleSitemap(articles)()).toEqual([
      '/blog',
      '/blog/team-article',
      '/blog/guest-article',
    ]);
  });

  it('reaches sitemap.xml with absolute URLs', async () => {
    const res = await t.get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<loc>${ORIGIN}/blog</loc>`);
    expect(res.body).toContain(`<loc>${ORIGIN}/blog/team-article</loc>`);
    expect(res.body).toContain(`<loc>${ORIGIN}/blog/guest-article</loc>`);
    expect(res.body).not.toContain('draft-article');
  });
});
