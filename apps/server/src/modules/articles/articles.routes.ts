import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import { articlesAtomFeed, ATOM_CONTENT_TYPE, FEED_ARTICLES, FEED_PATH } from './articles.feed.ts';
import type { ArticleService } from './articles.service.ts';

const tags = ['articles'];

/** The articles API, and the blog's Atom feed with absolute URLs from `publicUrl`. */
export const articleRoutes =
  (articles: ArticleService, publicUrl: string): FastifyPluginAsyncZod =>
  (app) => {
    route(
      app,
      'articles',
      {
        tags,
        summary: 'Published articles of the blog, newest first (paged from 0), by tag',
      },
      (request) => articles.listArticles(request.query),
    );
    route(
      app,
      'article',
      {
        tags,
        summary:
          'A published article: sanitised HTML, contents, and the spots, species and regions it links to',
      },
      (request) => articles.getArticle(request.params.slug, request.query.lang),
    );
    // A route of its own (not a page): the SPA's catch-all never sees this path.
    app.get(FEED_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type(ATOM_CONTENT_TYPE)
        .header('Cache-Control', 'public, max-age=600')
        .send(articlesAtomFeed(await articles.latestArticles(FEED_ARTICLES), publicUrl)),
    );
    return Promise.resolve();
  };
