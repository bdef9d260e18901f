import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { DiveCenterAdmin } from './dive-centers-admin.service.ts';

/**
 * The console's dive centers (docs/product/admin.md#content): admins only, 401 signed out and
 * 403 for other roles before the input is read.
 */
export const diveCenterAdminRoutes =
  (centers: DiveCenterAdmin, auth: AuthService): FastifyPluginAsyncZod =>
  (app) => {
    const guarded = { onRequest: auth.adminOnly, tags: ['admin'] };
    route(
      app,
      'adminDiveCenter',
      { ...guarded, summary: 'A dive center as its editor opens it, with its place and pictures' },
      (request) => centers.get(request.params.id),
    );
    route(
      app,
      'adminDiveCenterCreate',
      {
        ...guarded,
        summary: 'Add a dive center',
        description:
          'Its slug is made from its name; its country and region are found from its point.',
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await centers.create(await auth.requireAdmin(request), request.body)),
    );
    route(
      app,
      'adminDiveCenterUpdate',
      {
        ...guarded,
        summary: 'Replace a dive center, its opening hours included',
        description: 'The slug stays; the country and region are found again from the point.',
      },
      async (request) =>
        centers.update(await auth.requireAdmin(request), request.params.id, request.body),
    );
    route(
      app,
      'adminDiveCenterDelete',
      { ...guarded, summary: 'Delete a dive center' },
      async (request, reply) => {
        await centers.remove(await auth.requireAdmin(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
    return Promise.resolve();
  };
