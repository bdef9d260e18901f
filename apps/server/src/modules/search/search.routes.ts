import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { SearchService } from './search.service.ts';

export const searchRoutes =
  (searcher: SearchService): FastifyPluginAsyncZod =>
  (app) => {
    route(
      app,
      'search',
      {
        tags: ['search'],
        summary: 'Search spots, marine life, dive centers, countries and regions',
        description:
          'Best match first: exact, prefix, word prefix, substring, then one-typo matches; ' +
          'accent- and case-insensitive. Real records rank above synthetic spots. With source ' +
          'ALL, a text that names a species and a month or a place ("whale shark march", ' +
          '"mantas in bali") first gets an EXPLORE result: the explore view of it.',
      },
      async (request, reply) => {
        void reply.header('Cache-Control', 'public, max-age=60');
        return searcher.search(request.query);
      },
    );
    return Promise.resolve();
  };
