import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@divespot/shared/errors';
import {
  shareClickCountedSchema,
  shareCreateQuerySchema,
  sharedViewSchema,
  shareLinkSchema,
  shareSlugParamsSchema,
} from '@divespot/shared/share';
import type { ShareService } from './share.service.ts';

const tags = ['share'];
const errors = { 400: errorBodySchema, 404: errorBodySchema };

export const shareRoutes =
  (shares: ShareService): FastifyPluginAsyncZod =>
  (app) => {
    app.post(
      '/api/share/create',
      {
        schema: {
          tags,
          summary: 'Create a short link to a map view with its filters',
          description:
            'No body: the view (`ne`, `sw` as `lat,lng`, `zoom`), `hideMenu` and the active filters of `GET /api/spot` go in the query.',
          querystring: shareCreateQuerySchema,
          response: { 201: shareLinkSchema, 400: errorBodySchema },
        },
      },
      async (request, reply) => reply.status(201).send(await shares.createShareLink(request.query)),
    );
    app.get(
      '/api/share/resolve/:slug',
      {
        schema: {
          tags,
          summary: 'The map view, list state and filters a share link stands for',
          params: shareSlugParamsSchema,
          response: { 200: sharedViewSchema, ...errors },
        },
      },
      (request) => shares.resolveShareLink(request.params.slug),
    );
    app.post(
      '/api/share/:slug/click',
      {
        schema: {
          tags,
          summary: 'Count a visit of a share link',
          params: shareSlugParamsSchema,
          response: { 204: shareClickCountedSchema, ...errors },
        },
      },
      async (request, reply) => {
        await shares.recordShareClick(request.params.slug);
        return reply.status(204).send(null);
      },
    );
    return Promise.resolve();
  };
