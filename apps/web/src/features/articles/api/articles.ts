import { ARTICLES_PER_PAGE, type ArticleTag } from '@divespot/shared/article-vocabulary';
import { articleKey, articlesKey } from '@divespot/shared/page-queries';
import { callApi } from '../../../lib/api-client.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';
import { keepPreviousData, queryOptions, useQuery } from '../../../lib/query.ts';

export { ARTICLES_PER_PAGE };

/** GET /api/articles: published articles, newest first, by page and topic. */
export const articlesQuery = (page: number, tag: ArticleTag | undefined) =>
  queryOptions({
    queryKey: articlesKey(page, tag),
    queryFn: ({ signal }) =>
      callApi('articles', {
        query: { page, size: ARTICLES_PER_PAGE, ...(tag ? { tag } : {}) },
        signal,
      }),
  });

/** A page of the blog; its first page, all topics, comes with the page from the server. */
export function useArticles(page: number, tag: ArticleTag | undefined) {
  return useQuery({ ...articlesQuery(page, tag), placeholderData: keepPreviousData });
}

/**
 * GET /api/articles/{slug}. The server sends an article page with the article itself in the
 * HTML (for readers without JavaScript and for search engines) and as page data, so the first
 * render shows it without another request.
 */
export function useArticle(slug: string) {
  const lang = useContentLanguage();
  return useQuery({
    // The article is as written; the cards of what it links to are in the page's language.
    queryKey: articleKey(slug, lang),
    queryFn: ({ signal }) => callApi('article', { params: { slug }, query: { lang }, signal }),
  });
}
