import { ARTICLES_PER_PAGE } from '@divespot/shared/article-vocabulary';
import { articleCoverPicture, sizedImageUrl } from '@divespot/shared/images';
import { sentQuery } from '@divespot/shared/page-data';
import { articleKey, articlesKey } from '@divespot/shared/page-queries';
import { SITE_NAME } from '@divespot/shared/site';
import type { HeadResolvers, ResolvedHead, SitemapSource } from '../../http/page-heads.ts';
import type { ArticleDetail, ArticlePage } from '@divespot/shared/articles';
import { pagePath, PAGES } from '@divespot/shared/routes';
import { escapeHtml } from '../../lib/html.ts';
import type { ArticleOutline, ArticleService } from './articles.service.ts';

/** The team writes as the organisation; anyone else as a person. */
function authorOf(author: string, publicUrl: string) {
  return author.trim().toLowerCase() === `${SITE_NAME} team`.toLowerCase()
    ? { '@type': 'Organization', name: SITE_NAME, url: publicUrl }
    : { '@type': 'Person', name: author };
}

/** The article page head: title, summary, Open Graph article with its cover, schema.org Article. */
export function articleHead(a: ArticleOutline, publicUrl: string): ResolvedHead {
  const path = pagePath(PAGES.article, { slug: a.slug });
  const url = publicUrl + path;
  const imagePath = a.coverImageLink ? sizedImageUrl(a.coverImageLink, 1200, 630) : undefined;
  return {
    title: a.title,
    description: a.summary,
    canonicalPath: path,
    ogType: 'article',
    ...(imagePath ? { imagePath } : {}),
    ...(a.coverImageLink ? { preloadImage: articleCoverPicture(a.coverImageLink) } : {}),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      '@id': url,
      headline: a.title,
      description: a.summary,
      datePublished: a.publishedAt,
      dateModified: a.updatedAt,
      author: authorOf(a.author, publicUrl),
      publisher: { '@type': 'Organization', name: SITE_NAME, url: publicUrl },
      ...(imagePath ? { image: publicUrl + imagePath } : {}),
      url,
      mainEntityOfPage: url,
      inLanguage: a.language,
      keywords: a.tags,
    },
  };
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The article as plain HTML (its body is sanitised already), for readers without JavaScript. */
export function articleNoscriptHtml(a: ArticleDetail): string {
  return (
    `<article lang="${escapeHtml(a.language)}" class="mx-auto max-w-3xl px-4 py-10">` +
    `<h1>${escapeHtml(a.title)}</h1><p>${escapeHtml(a.summary)}</p>` +
    `<div class="prose-info article-body">${a.html}</div></article>`
  );
}

/** The blog's first page as links, for readers without JavaScript. */
function blogNoscriptHtml(list: ArticlePage): string {
  const items = list.content.map(
    (a) =>
      `<li><a href="${escapeHtml(pagePath(PAGES.article, { slug: a.slug }))}">${escapeHtml(a.title)}</a>` +
      `<p>${escapeHtml(a.summary)}</p></li>`,
  );
  return `<section class="mx-auto max-w-3xl px-4 py-10"><ul>${items.join('')}</ul></section>`;
}

/**
 * `/blog/:slug`: a published article; a draft or an unknown slug is a 404 page. The article
 * comes with the page: as data for the app's first render, and as text without JavaScript.
 * `/blog` comes with its first page of articles the same way; a topic or a later page (the
 * query) is left to the app.
 */
export function articleHeads(articles: ArticleService, publicUrl: string): HeadResolvers {
  return {
    [PAGES.blog]: async (_params, query) => {
      if (query.has('tag') || query.has('page')) return {};
      const list = await articles.listArticles({ page: 0, size: ARTICLES_PER_PAGE });
      return {
        page: {
          query: sentQuery(articlesKey(0, undefined), list),
          noscriptHtml: blogNoscriptHtml(list),
        },
      };
    },
    [PAGES.article]: async ({ slug = '' }, _query, lang) => {
      const article = SLUG.test(slug) ? await articles.findArticle(slug, lang) : null;
      if (!article) return null;
      return {
        ...articleHead(article, publicUrl),
        page: {
          query: sentQuery(articleKey(slug, lang), article),
          noscriptHtml: articleNoscriptHtml(article),
          version: article.updatedAt,
        },
      };
    },
  };
}

/** The blog's index and every published article, for sitemap.xml. */
export const articleSitemap =
  (articles: ArticleService): SitemapSource =>
  async () => [
    PAGES.blog,
    ...(await articles.articleSlugs()).map((slug) => pagePath(PAGES.article, { slug })),
  ];
