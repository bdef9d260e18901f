import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { FilterService } from './filters.service.ts';

export const filterRoutes =
  (filters: FilterService): FastifyPluginAsyncZod =>
  (app) => {
    route(
      app,
      'filterConfiguration',
      {
        tags: ['filters'],
        summary: 'Filters of a screen (DIVE_SPOT, MARINE_LIFE, DIVE_CENTER) with their options',
      },
      (request, reply) => {
        void reply.header('Cache-Control', 'public, max-age=300');
        return filters.getFilterConfiguration(request.params.type, request.query.lang);
      },
    );
    return Promise.resolve();
  };
