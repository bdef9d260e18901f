import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, livenessSchema } from '@divespot/shared/health';
import { errorBodySchema } from '@divespot/shared/errors';
import { schemaVersion, type SchemaVersion } from '../../db/migrate.ts';
import { DATABASE_RETRY_AFTER_SECONDS, HttpError } from '../../http/errors.ts';
import type { AppContext } from '../../http/app-context.ts';
import { databaseProbe } from './database-probe.ts';

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  (app) => {
    // Migrations only run at start-up, so the first answer holds for the process's lifetime and
    // health stays the cheapest request (it is the baseline of the API benchmarks).
    let schema: SchemaVersion | undefined;
    const databaseAnswers = databaseProbe(ctx.db);

    app.get(
      '/api/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Readiness: the server and its database answer',
          description:
            '200 when the database answers a query (checked at most once a second); 503 ' +
            'naming the database, with Retry-After, when it does not.',
          response: { 200: healthSchema, 503: errorBodySchema },
        },
      },
      async (request, reply) => {
        try {
          await databaseAnswers();
          schema ??= await schemaVersion(ctx.db);
        } catch (error) {
          request.log.warn({ err: error }, 'health: the database does not answer');
          void reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
          // The reason (addresses, driver text) goes to the log, not to the public.
          throw new HttpError(
            503,
            'DATABASE_UNAVAILABLE',
            `The database (${ctx.dbKind}) does not answer.`,
            { failing: ['database'], database: { kind: ctx.dbKind } },
          );
        }
        return {
          status: 'ok' as const,
          database: { kind: ctx.dbKind, schemaVersion: schema.version, migrations: schema.applied },
          version: ctx.version,
          uptimeSeconds: Math.round(process.uptime()),
        };
      },
    );

    app.get(
      '/api/health/live',
      {
        schema: {
          tags: ['system'],
          summary: 'Liveness: the server process answers (the database is not asked)',
          response: { 200: livenessSchema },
        },
      },
      () => ({
        status: 'ok' as const,
        version: ctx.version,
        uptimeSeconds: Math.round(process.uptime()),
      }),
    );
    return Promise.resolve();
  };
