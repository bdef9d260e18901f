import { defineFeature } from '../../http/feature.ts';
import { authService } from '../auth/index.ts';
import { AnalyticsReports } from './analytics-reports.service.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { AnalyticsService } from './analytics.service.ts';
import { AnalyticsWriter } from './analytics-writer.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Our own analytics (docs/product/analytics.md): events from the web app, written in bulk with
 * their daily aggregates, the console's reports, and an hourly clean-up of what is kept no
 * longer than it must be.
 */
export const analyticsFeature = defineFeature('analytics', async (app, { ctx }) => {
  const writer = new AnalyticsWriter(ctx.db, app.log, {
    flushMs: ctx.config.analytics.flushMs,
    maxPending: 100_000,
    flushAt: 5_000,
  });
  const analytics = new AnalyticsService(ctx.db, writer, {
    now: ctx.now,
    retentionDays: ctx.config.analytics.retentionDays,
  });
  const reports = new AnalyticsReports(ctx.db, writer, ctx.now);
  await app.register(analyticsRoutes(analytics, reports, authService(ctx)));

  let pruning: NodeJS.Timeout | undefined;
  const prune = () => {
    analytics.prune().then(
      (deleted) => {
        if (deleted > 0) app.log.info({ deleted }, 'analytics events past their retention deleted');
      },
      (error: unknown) =>
        app.log.warn({ err: error }, 'analytics clean-up failed; next try in an hour'),
    );
  };
  app.addHook('onListen', (done) => {
    pruning = setInterval(prune, HOUR_MS);
    pruning.unref();
    setTimeout(prune, 60_000).unref();
    done();
  });
  app.addHook('onClose', async () => {
    if (pruning) clearInterval(pruning);
    await writer.close();
  });
});
