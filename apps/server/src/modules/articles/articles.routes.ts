import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  articleDetailSchema,
  articleListQuerySchema,
  articlePageSchema,
  articleSlugParamsSchema,
} from '@divespot/shared/articles';
import { errorBodySchema } from '@divespot/shared/errors';
import type { ArticleService } from './articles.service.ts';

const tags = ['articles'];

export const articleRoutes =
  (articles: ArticleService): FastifyPluginAsyncZod =>
  (app) => {
    app.get(
      '/api/articles',
      {
        schema: {
          tags,
          summary: 'Published articles of the blog, newest first (paged from 0), by tag',
          querystring: articleListQuerySchema,
          response: { 200: articlePageSchema, 400: errorBodySchema },
        },
      },
      (request) => articles.listArticles(request.query),
    );
    app.get(
      '/api/articles/:slug',
      {
        schema: {
          tags,
          summary:
            'A published article: sanitised HTML, contents, and the spots, species and regions it links to',
          params: articleSlugParamsSchema,
          response: { 200: articleDetailSchema, 400: errorBodySchema, 404: errorBodySchema },
        },
      },
      (request) => articles.getArticle(request.params.slug),
    );
    return Promise.resolve();
  };
