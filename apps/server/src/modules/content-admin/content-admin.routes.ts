import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ContentAdminService } from './content-admin.service.ts';

/**
 * The console's content lists and place finder (docs/product/admin.md#content): admins only, 401
 * signed out and 403 for other roles before the input is read.
 */
export const contentAdminRoutes =
  (content: ContentAdminService, auth: AuthService): FastifyPluginAsyncZod =>
  (app) => {
    const guarded = { onRequest: auth.adminOnly, tags: ['admin'] };
    route(
      app,
      'adminContent',
      {
        ...guarded,
        summary: 'Spots, species, dive centers, countries, regions or articles, one page at a time',
        description:
          'Drafts included; `q` finds part of the name or slug, in any case. `path` is the public page, null for a draft article.',
      },
      (request) => content.list(request.params.kind, request.query),
    );
    route(
      app,
      'adminPlaceAt',
      {
        ...guarded,
        summary: 'The country and region a point is in, as a spot or center saved there gets them',
      },
      (request) => content.placeAt(request.query.lat, request.query.lng),
    );
    return Promise.resolve();
  };
