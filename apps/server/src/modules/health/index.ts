import { defineFeature } from '../../http/feature.ts';
import { healthRoutes } from './health.routes.ts';
import { HealthService } from './health.service.ts';

/** Readiness (`/api/health`, database included) and liveness (`/api/health/live`). */
export const healthFeature = defineFeature('health', async (app, { ctx }) => {
  const health = new HealthService(ctx.db, ctx.dbKind, ctx.version);
  await app.register(healthRoutes(health, ctx.databaseOutage));
});
