import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SpotAdmin } from './spots-admin.service.ts';

/**
 * The console's spot editor (docs/product/admin.md#content): admins only, 401 signed out and
 * 403 for other roles before the input is read; the body is checked with the shared schema the
 * form uses.
 */
export const spotAdminRoutes =
  (spots: SpotAdmin, auth: AuthService): FastifyPluginAsyncZod =>
  (app) => {
    const guarded = { onRequest: auth.adminOnly, tags: ['admin'] };
    route(
      app,
      'adminSpot',
      { ...guarded, summary: 'A spot as the editor opens it, with its place and pictures' },
      (request) => spots.get(request.params.id),
    );
    route(
      app,
      'adminSpotCreate',
      {
        ...guarded,
        summary: 'Add a spot',
        description:
          'Its slug is made from its name (-2, -3… when taken); its country and region are found from its point.',
      },
      async (request, reply) =>
        reply.status(201).send(await spots.create(await auth.requireAdmin(request), request.body)),
    );
    route(
      app,
      'adminSpotUpdate',
      {
        ...guarded,
        summary: 'Replace a spot as a whole',
        description:
          'Its slug and source stay; its country and region are found again from its point. A translation left out is removed.',
      },
      async (request) =>
        spots.update(await auth.requireAdmin(request), request.params.id, request.body),
    );
    route(
      app,
      'adminSpotDelete',
      {
        ...guarded,
        summary: 'Delete a spot',
        description:
          'Its sightings, translations and pictures go with it, and divers’ lists lose it.',
      },
      async (request, reply) => {
        await spots.remove(await auth.requireAdmin(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
    return Promise.resolve();
  };
