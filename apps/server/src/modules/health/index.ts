import { defineFeature } from '../../http/feature.ts';
import { healthRoutes } from './health.routes.ts';

/** Readiness (`/api/health`, database included) and liveness (`/api/health/live`). */
export const healthFeature = defineFeature('health', async (app, { ctx }) => {
  await app.register(healthRoutes(ctx));
});
