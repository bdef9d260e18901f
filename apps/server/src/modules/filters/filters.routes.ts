import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@divespot/shared/errors';
import { languageQuerySchema } from '@divespot/shared/schema-parts';
import {
  filterConfigurationParamsSchema,
  filterConfigurationSchema,
} from '@divespot/shared/filters';
import type { FilterService } from './filters.service.ts';

export const filterRoutes =
  (filters: FilterService): FastifyPluginAsyncZod =>
  (app) => {
    app.get(
      '/api/filter/configuration/:type',
      {
        schema: {
          tags: ['filters'],
          summary: 'Filters of a screen (DIVE_SPOT, MARINE_LIFE, DIVE_CENTER) with their options',
          params: filterConfigurationParamsSchema,
          querystring: languageQuerySchema,
          response: { 200: filterConfigurationSchema, 400: errorBodySchema },
        },
      },
      (request, reply) => {
        void reply.header('Cache-Control', 'public, max-age=300');
        return filters.getFilterConfiguration(request.params.type, request.query.lang);
      },
    );
    return Promise.resolve();
  };
