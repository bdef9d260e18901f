import { articlePath, BLOG_PATH } from '@divespot/shared/article-vocabulary';
import { sizedImageUrl } from '@divespot/shared/images';
import { SITE_NAME } from '@divespot/shared/site';
import type { HeadResolvers, ResolvedHead, SitemapSource } from '../../http/page-heads.ts';
import type { ArticleOutline, ArticleService } from './articles.service.ts';

/** The team writes as the organisation; anyone else as a person. */
function authorOf(author: string, publicUrl: string) {
  return author.trim().toLowerCase() === `${SITE_NAME} team`.toLowerCase()
    ? { '@type': 'Organization', name: SITE_NAME, url: publicUrl }
    : { '@type': 'Person', name: author };
}

/** The article page head: title, summary, Open Graph article with its cover, schema.org Article. */
export function articleHead(a: ArticleOutline, publicUrl: string): ResolvedHead {
  const path = articlePath(a.slug);
  const url = publicUrl + path;
  const imagePath = a.coverImageLink ? sizedImageUrl(a.coverImageLink, 1200, 630) : undefined;
  return {
    title: a.title,
    description: a.summary,
    canonicalPath: path,
    ogType: 'article',
    ...(imagePath ? { imagePath } : {}),
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

/** `/blog/:slug`: a published article; a draft or an unknown slug is a 404 page. */
export function articleHeads(articles: ArticleService, publicUrl: string): HeadResolvers {
  return {
    [`${BLOG_PATH}/:slug`]: async ({ slug = '' }) => {
      const article = SLUG.test(slug) ? await articles.findArticleOutline(slug) : null;
      return article ? articleHead(article, publicUrl) : null;
    },
  };
}

/** The blog's index and every published article, for sitemap.xml. */
export const articleSitemap =
  (articles: ArticleService): SitemapSource =>
  async () => [BLOG_PATH, ...(await articles.articleSlugs()).map(articlePath)];
