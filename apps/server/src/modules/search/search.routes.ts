import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@divespot/shared/errors';
import { searchQuerySchema, searchResultListSchema } from '@divespot/shared/search';
import type { SearchResult } from '@divespot/shared/search-links';
import type { AppContext } from '../../http/app-context.ts';
import { AnswerCache } from '../../lib/answer-cache.ts';
import { search, searchCacheKey } from './search.service.ts';

/** Enough for every popular prefix; a minute keeps edits visible soon. */
const CACHE_ENTRIES = 5000;
const CACHE_TTL_MS = 60_000;

export const searchRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  (app) => {
    const cache = new AnswerCache<SearchResult[]>(CACHE_ENTRIES, CACHE_TTL_MS);
    app.get(
      '/api/search',
      {
        schema: {
          tags: ['search'],
          summary: 'Search spots, marine life, dive centers, countries and regions',
          description:
            'Best match first: exact, prefix, word prefix, substring, then one-typo matches; ' +
            'accent- and case-insensitive. Real records rank above synthetic spots.',
          querystring: searchQuerySchema,
          response: { 200: searchResultListSchema, 400: errorBodySchema },
        },
      },
      async (request, reply) => {
        void reply.header('Cache-Control', 'public, max-age=60');
        const query = request.query;
        return cache.get(searchCacheKey(query), () => search(ctx.db, query));
      },
    );
    return Promise.resolve();
  };
