import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { PlacesAdmin } from './places-admin.service.ts';

/**
 * The console's countries and regions: their descriptions and translations (docs/product/
 * admin.md#content). Admins only, 401 signed out and 403 for other roles before the input is read.
 */
export const placesAdminRoutes =
  (places: PlacesAdmin, auth: AuthService): FastifyPluginAsyncZod =>
  (app) => {
    const guarded = { onRequest: auth.adminOnly, tags: ['admin'] };
    route(
      app,
      'adminCountry',
      { ...guarded, summary: "A country's description and its translations" },
      (request) => places.get('country', request.params.id),
    );
    route(
      app,
      'adminCountryUpdate',
      {
        ...guarded,
        summary: "Replace a country's description",
        description: 'The translations become those sent: a language left out or null has none.',
      },
      async (request) =>
        places.update(await auth.requireAdmin(request), 'country', request.params.id, request.body),
    );
    route(
      app,
      'adminRegion',
      { ...guarded, summary: "A region's description and its translations" },
      (request) => places.get('region', request.params.id),
    );
    route(
      app,
      'adminRegionUpdate',
      {
        ...guarded,
        summary: "Replace a region's description",
        description: 'The translations become those sent: a language left out or null has none.',
      },
      async (request) =>
        places.update(await auth.requireAdmin(request), 'region', request.params.id, request.body),
    );
    return Promise.resolve();
  };
