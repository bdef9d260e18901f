import type { ArticleTag } from '@divespot/shared/article-vocabulary';
import type { ArticleDetail } from '@divespot/shared/articles';
import { callApi } from '../../../lib/api-client.ts';
import { readPageData } from '../../../lib/page-data.ts';
import { keepPreviousData, queryOptions, useQuery } from '../../../lib/query.ts';

/** How many articles a page of the blog lists. */
export const ARTICLES_PER_PAGE = 12;

/** GET /api/articles: published articles, newest first, by page and topic. */
export const articlesQuery = (page: number, tag: ArticleTag | undefined) =>
  queryOptions({
    queryKey: ['articles', 'list', page, tag ?? null],
    queryFn: ({ signal }) =>
      callApi('articles', {
        query: { page, size: ARTICLES_PER_PAGE, ...(tag ? { tag } : {}) },
        signal,
      }),
  });

export function useArticles(page: number, tag: ArticleTag | undefined) {
  return useQuery({ ...articlesQuery(page, tag), placeholderData: keepPreviousData });
}

/**
 * GET /api/articles/{slug}. The server sends an article page with the article itself in the
 * HTML (for readers without JavaScript and for search engines) and as page data, so the first
 * render shows it without another request.
 */
export function useArticle(slug: string) {
  return useQuery({
    queryKey: ['articles', 'detail', slug],
    queryFn: ({ signal }) => callApi('article', { params: { slug }, signal }),
    initialData: () => {
      const data = readPageData<ArticleDetail>('article');
      return data?.slug === slug ? data : undefined;
    },
  });
}
