import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANALYTICS_LIMITS } from '@divespot/shared/analytics';
import { route } from '../../http/route.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { AnalyticsReports } from './analytics-reports.service.ts';
import { ANALYTICS_RATE, type AnalyticsService } from './analytics.service.ts';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The web app's events in, and the console's reports out (docs/product/analytics.md). */
export const analyticsRoutes =
  (
    analytics: AnalyticsService,
    reports: AnalyticsReports,
    auth: AuthService,
  ): FastifyPluginAsyncZod =>
  (app) => {
    route(
      app,
      'analyticsEvents',
      {
        // 50 events of at most ~1 KB each, with room to spare.
        bodyLimit: 64 * 1024,
        tags: ['analytics'],
        summary: 'Record what a visitor did (sent by the web app with navigator.sendBeacon)',
        description: `Up to ${ANALYTICS_LIMITS.batchMax} events; each is checked on its own, the good ones are stored and the answer lists the refused ones. Nothing is stored when the request carries \`DNT: 1\` or \`Sec-GPC: 1\`, or comes from a robot. No address or user agent is kept. 429 after ${ANALYTICS_RATE.max} batches a minute from one address.`,
      },
      async (request, reply) => {
        const result = await analytics.receive(
          reply,
          {
            ip: request.ip,
            userAgent: request.headers['user-agent'],
            doNotTrack: header(request.headers.dnt),
            globalPrivacyControl: header(request.headers['sec-gpc']),
          },
          request.body,
        );
        return reply.status(202).send(result);
      },
    );

    const admin = { onRequest: auth.adminOnly, tags: ['admin'] };
    route(
      app,
      'adminAnalyticsSummary',
      { ...admin, summary: 'Visitors, page views and other events per day' },
      (request) => reports.summary(request.query),
    );
    route(app, 'adminAnalyticsPages', { ...admin, summary: 'The most viewed pages' }, (request) =>
      reports.pages(request.query),
    );
    route(
      app,
      'adminAnalyticsSearches',
      { ...admin, summary: 'The most frequent searches, and those that found nothing' },
      (request) => reports.searches(request.query),
    );
    route(
      app,
      'adminAnalyticsSpots',
      { ...admin, summary: 'The most viewed and most saved spots' },
      (request) => reports.spots(request.query),
    );
    route(
      app,
      'adminAnalyticsAreas',
      { ...admin, summary: 'Where on the map divers look' },
      (request) => reports.areas(request.query),
    );
    route(
      app,
      'adminAnalyticsShares',
      { ...admin, summary: 'Share links made and opened' },
      (request) => reports.shares(request.query),
    );
    return Promise.resolve();
  };
