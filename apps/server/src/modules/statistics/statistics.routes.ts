import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_SCHEMAS as S } from '@divespot/shared/api-schemas';
import { STATISTICS_TTL_MS, type StatisticsService } from './statistics.service.ts';

export const statisticsRoutes =
  (statistics: StatisticsService): FastifyPluginAsyncZod =>
  (app) => {
    app.get(
      '/api/statistics',
      {
        schema: {
          tags: ['statistics'],
          summary: 'What the catalogue holds: spots, countries, species and dive centers',
          description: 'Counted from the database at most once a minute.',
          response: { 200: S.siteStatistics.response },
        },
      },
      async (_request, reply) => {
        void reply.header('Cache-Control', `public, max-age=${STATISTICS_TTL_MS / 1000}`);
        return statistics.counts();
      },
    );
    return Promise.resolve();
  };
