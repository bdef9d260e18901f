import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@divespot/shared/health';
import { errorBodySchema } from '@divespot/shared/errors';
import { schemaVersion, type SchemaVersion } from '../../db/migrate.ts';
import type { AppContext } from '../../server.ts';

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  (app) => {
    // Migrations only run at start-up, so the first answer holds for the process's lifetime and
    // health stays the cheapest request (it is the baseline of the API benchmarks).
    let schema: SchemaVersion | undefined;
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Liveness and database status',
          response: { 200: healthSchema, 503: errorBodySchema },
        },
      },
      async () => {
        schema ??= await schemaVersion(ctx.db);
        return {
          status: 'ok' as const,
          database: { kind: ctx.dbKind, schemaVersion: schema.version, migrations: schema.applied },
          version: ctx.version,
          uptimeSeconds: Math.round(process.uptime()),
        };
      },
    );
    return Promise.resolve();
  };
