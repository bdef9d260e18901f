import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SpeciesAdmin } from './species-admin.service.ts';

/**
 * The console's species (docs/product/admin.md#content): admins only, 401 signed out and 403
 * for other roles before the input is read.
 */
export const speciesAdminRoutes =
  (species: SpeciesAdmin, auth: AuthService): FastifyPluginAsyncZod =>
  (app) => {
    const guarded = { onRequest: auth.adminOnly, tags: ['admin'] };
    route(
      app,
      'adminSpecies',
      { ...guarded, summary: 'A species as its editor opens it, with its sightings and pictures' },
      (request) => species.get(request.params.id),
    );
    route(
      app,
      'adminSpeciesCreate',
      {
        ...guarded,
        summary: 'Add a species with its sightings',
        description: 'Its slug is made from the common name; 400 for a spot id of no spot.',
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await species.create(await auth.requireAdmin(request), request.body)),
    );
    route(
      app,
      'adminSpeciesUpdate',
      {
        ...guarded,
        summary: 'Replace a species, its sightings included',
        description: 'The slug stays; the sightings become exactly those sent.',
      },
      async (request) =>
        species.update(await auth.requireAdmin(request), request.params.id, request.body),
    );
    route(
      app,
      'adminSpeciesDelete',
      { ...guarded, summary: 'Delete a species and its sightings' },
      async (request, reply) => {
        await species.remove(await auth.requireAdmin(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
    return Promise.resolve();
  };
