import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ArticleEditor } from './article-editor.ts';

const tags = ['admin'];

/**
 * Admins read, preview and write the blog's articles (docs/product/roles.md roles): 401 signed
 * out, 403 for other roles, both before the input is read or validated.
 */
export const articleAdminRoutes =
  (editor: ArticleEditor, auth: AuthService): FastifyPluginAsyncZod =>
  (app) => {
    route(
      app,
      'adminArticle',
      {
        onRequest: auth.adminOnly,
        tags,
        summary: 'An article as its editor opens it, drafts included',
      },
      (request) => editor.get(request.params.slug),
    );
    route(
      app,
      'adminArticlePreview',
      {
        onRequest: auth.adminOnly,
        tags,
        summary: 'A body rendered and sanitised exactly as the article page shows it',
      },
      (request) => editor.preview(request.body.bodyMarkdown),
    );
    route(
      app,
      'adminArticlePut',
      {
        onRequest: auth.adminOnly,
        tags,
        summary: 'Create or replace an article (published or draft)',
      },
      async (request) =>
        editor.put(await auth.requireAdmin(request), request.params.slug, request.body),
    );
    route(
      app,
      'adminArticleDelete',
      {
        onRequest: auth.adminOnly,
        tags,
        summary: 'Remove an article',
      },
      async (request, reply) => {
        await editor.remove(await auth.requireAdmin(request), request.params.slug);
        return reply.status(204).send(null);
      },
    );
    return Promise.resolve();
  };
