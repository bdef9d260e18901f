import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailable } from '../../http/errors.ts';
import type { DatabaseOutageLog } from '../../db/outage-log.ts';
import type { HealthService } from './health.service.ts';

export const healthRoutes =
  (health: HealthService, outage: DatabaseOutageLog): FastifyPluginAsyncZod =>
  (app) => {
    route(
      app,
      'health',
      {
        tags: ['system'],
        summary: 'Readiness: the server and its database answer',
        description:
          '200 when the database answers a query (checked at most once a second); 503 ' +
          'naming the database, with Retry-After, when it does not.',
      },
      async (request, reply) => {
        try {
          return await health.readiness();
        } catch (error) {
          outage.requestFailed(error, request);
          void reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
          // The reason (addresses, driver text) goes to the log, not to the public.
          throw databaseUnavailable(`The database (${health.dbKind}) does not answer.`, {
            failing: ['database'],
            database: { kind: health.dbKind },
          });
        }
      },
    );
    route(
      app,
      'healthLive',
      {
        tags: ['system'],
        summary: 'Liveness: the server process answers (the database is not asked)',
      },
      () => health.liveness(),
    );
    return Promise.resolve();
  };
