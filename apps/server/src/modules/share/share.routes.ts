import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { ShareService } from './share.service.ts';

const tags = ['share'];

export const shareRoutes =
  (shares: ShareService): FastifyPluginAsyncZod =>
  (app) => {
    route(
      app,
      'shareCreate',
      {
        tags,
        summary: 'Create a short link to a map view with its filters',
        description:
          'No body: the view (`ne`, `sw` as `lat,lng`, `zoom`), `hideMenu` and the active filters of `GET /api/spot` go in the query.',
      },
      async (request, reply) => reply.status(201).send(await shares.createShareLink(request.query)),
    );
    route(
      app,
      'shareResolve',
      {
        tags,
        summary: 'The map view, list state and filters a share link stands for',
      },
      (request) => shares.resolveShareLink(request.params.slug),
    );
    route(
      app,
      'shareClick',
      {
        tags,
        summary: 'Count a visit of a share link',
      },
      async (request, reply) => {
        await shares.recordShareClick(request.params.slug);
        return reply.status(204).send(null);
      },
    );
    return Promise.resolve();
  };
