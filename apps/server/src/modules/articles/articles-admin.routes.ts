import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_SCHEMAS as S } from '@divespot/shared/api-schemas';
import { errorBodySchema } from '@divespot/shared/errors';
import type { AuthService } from '../auth/auth.service.ts';
import type { ArticleEditor } from './article-editor.ts';

const tags = ['admin'];
const denied = { 401: errorBodySchema, 403: errorBodySchema };

/**
 * Admins write the blog's articles (SPEC §6 roles): 401 signed out, 403 for other roles, both
 * before the input is read or validated.
 */
export const articleAdminRoutes =
  (editor: ArticleEditor, auth: AuthService): FastifyPluginAsyncZod =>
  (app) => {
    app.put(
      '/api/admin/articles/:slug',
      {
        onRequest: auth.adminOnly,
        schema: {
          tags,
          summary: 'Create or replace an article (published or draft)',
          params: S.adminArticlePut.params,
          body: S.adminArticlePut.body,
          response: { 200: S.adminArticlePut.response, 400: errorBodySchema, ...denied },
        },
      },
      (request) => editor.put(request.params.slug, request.body),
    );
    app.delete(
      '/api/admin/articles/:slug',
      {
        onRequest: auth.adminOnly,
        schema: {
          tags,
          summary: 'Remove an article',
          params: S.adminArticleDelete.params,
          response: {
            204: S.adminArticleDelete.response,
            400: errorBodySchema,
            404: errorBodySchema,
            ...denied,
          },
        },
      },
      async (request, reply) => {
        await editor.remove(request.params.slug);
        return reply.status(204).send(null);
      },
    );
    return Promise.resolve();
  };
