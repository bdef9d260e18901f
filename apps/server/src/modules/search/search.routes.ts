import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@divespot/shared/errors';
import { searchQuerySchema, searchResultListSchema } from '@divespot/shared/search';
import type { SearchService } from './search.service.ts';

export const searchRoutes =
  (searcher: SearchService): FastifyPluginAsyncZod =>
  (app) => {
    app.get(
      '/api/search',
      {
        schema: {
          tags: ['search'],
          summary: 'Search spots, marine life, dive centers, countries and regions',
          description:
            'Best match first: exact, prefix, word prefix, substring, then one-typo matches; ' +
            'accent- and case-insensitive. Real records rank above synthetic spots. With source ' +
            'ALL, a text that names a species and a month or a place ("whale shark march", ' +
            '"mantas in bali") first gets an EXPLORE result: the explore view of it.',
          querystring: searchQuerySchema,
          response: { 200: searchResultListSchema, 400: errorBodySchema },
        },
      },
      async (request, reply) => {
        void reply.header('Cache-Control', 'public, max-age=60');
        return searcher.search(request.query);
      },
    );
    return Promise.resolve();
  };
