import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import { STATISTICS_TTL_MS, type StatisticsService } from './statistics.service.ts';

export const statisticsRoutes =
  (statistics: StatisticsService): FastifyPluginAsyncZod =>
  (app) => {
    route(
      app,
      'siteStatistics',
      {
        tags: ['statistics'],
        summary: 'What the catalogue holds: spots, countries, species and dive centers',
        description: 'Counted from the database at most once a minute.',
      },
      async (_request, reply) => {
        void reply.header('Cache-Control', `public, max-age=${STATISTICS_TTL_MS / 1000}`);
        return statistics.counts();
      },
    );
    return Promise.resolve();
  };
