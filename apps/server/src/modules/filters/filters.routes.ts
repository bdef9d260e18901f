import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@divespot/shared/errors';
import {
  filterConfigurationParamsSchema,
  filterConfigurationSchema,
  type FilterConfiguration,
  type FilterTarget,
} from '@divespot/shared/filters';
import type { AppContext } from '../../http/app-context.ts';
import { getFilterConfiguration } from './filters.service.ts';

/** Options change only when data is imported; a few minutes' staleness is fine. */
const TTL_MS = 5 * 60_000;

export const filterRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  (app) => {
    // Each explore visit asks for this; the DISTINCT scans need not run every time.
    const cache = new Map<FilterTarget, { at: number; value: Promise<FilterConfiguration> }>();
    const cached = (type: FilterTarget) => {
      const hit = cache.get(type);
      if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
      const value = getFilterConfiguration(ctx.db, type);
      cache.set(type, { at: Date.now(), value });
      value.catch(() => cache.delete(type));
      return value;
    };

    app.get(
      '/api/filter/configuration/:type',
      {
        schema: {
          tags: ['filters'],
          summary: 'Filters of a screen (DIVE_SPOT, MARINE_LIFE, DIVE_CENTER) with their options',
          params: filterConfigurationParamsSchema,
          response: { 200: filterConfigurationSchema, 400: errorBodySchema },
        },
      },
      (request, reply) => {
        void reply.header('Cache-Control', 'public, max-age=300');
        return cached(request.params.type);
      },
    );
    return Promise.resolve();
  };
