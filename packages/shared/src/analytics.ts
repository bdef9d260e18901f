import { z } from 'zod';
import { ANALYTICS_LIMITS, isAdminPath } from './analytics-vocabulary.ts';

export * from './analytics-vocabulary.ts';

/**
 * Our own, privacy-first analytics (docs/product/analytics.md): what the web app tells the server
 * about how the product is used, and what the admin console reads back. No cookie, no third
 * party; the server keeps no address and no user agent, only a visitor hash whose salt changes
 * every day.
 */

const at = z
  .number({ error: 'must be a time in milliseconds' })
  .int('must be a whole number of milliseconds')
  .positive('must be a time in milliseconds')
  .optional()
  .meta({
    description:
      "When it happened, by the browser's clock (ms since 1970). Dates older than a day or in the future are taken as the time the server received them.",
  });

const pagePathSchema = z
  .string({ error: 'must be a path' })
  .max(ANALYTICS_LIMITS.pathMax, `must be at most ${ANALYTICS_LIMITS.pathMax} characters`)
  .regex(/^\/[^?#\s]*$/, 'must be a path starting with / without query or fragment')
  .refine((path) => !isAdminPath(path), 'admin pages are not recorded');

const searchTextSchema = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, 'must not be empty')
  .max(
    ANALYTICS_LIMITS.searchTextMax,
    `must be at most ${ANALYTICS_LIMITS.searchTextMax} characters`,
  );

const count = z.number({ error: 'must be a number' }).int('must be a whole number').min(0);

const slug = z
  .string({ error: 'must be a link slug' })
  .min(1, 'must not be empty')
  .max(ANALYTICS_LIMITS.slugMax, 'is too long')
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a link slug');

const latitude = z.number().min(-90, 'must be a latitude').max(90, 'must be a latitude');
const longitude = z.number().min(-540, 'must be a longitude').max(540, 'must be a longitude');

export const analyticsEventSchema = z
  .discriminatedUnion(
    'type',
    [
      z.object({ type: z.literal('page_view'), at, path: pagePathSchema }),
      z.object({
        type: z.literal('map_move'),
        at,
        bounds: z.object({ west: longitude, south: latitude, east: longitude, north: latitude }),
        zoom: z.number().min(0, 'must be a zoom').max(24, 'must be a zoom'),
      }),
      z.object({
        type: z.literal('marker_click'),
        at,
        target: z.enum(['spot', 'dive_center'], { error: 'must be spot or dive_center' }),
        id: z.number().int('must be an id').positive('must be an id'),
      }),
      z.object({ type: z.literal('search'), at, text: searchTextSchema, results: count }),
      z.object({
        type: z.literal('search_result_click'),
        at,
        text: searchTextSchema,
        path: pagePathSchema,
        position: count,
      }),
      z.object({ type: z.literal('share_create'), at, slug }),
      z.object({ type: z.literal('share_click'), at, slug }),
    ],
    {
      error:
        'must be one of page_view, map_move, marker_click, search, search_result_click, share_create, share_click',
    },
  )
  .meta({ id: 'AnalyticsEvent' });
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
export type AnalyticsEventType = AnalyticsEvent['type'];

/**
 * Body of `POST /api/analytics/events`. Each event is checked on its own (`analyticsEventSchema`),
 * so a batch with bad events keeps its good ones; the answer says which were refused.
 */
export const analyticsBatchSchema = z
  .object({
    events: z
      .array(z.unknown().meta({ description: 'An `AnalyticsEvent`; checked one by one.' }), {
        error: 'must be a list of events',
      })
      .min(1, 'must hold at least one event')
      .max(ANALYTICS_LIMITS.batchMax, `must hold at most ${ANALYTICS_LIMITS.batchMax} events`),
  })
  .meta({ id: 'AnalyticsBatch' });
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

export const analyticsBatchResultSchema = z
  .object({
    accepted: z.number().int().meta({ description: 'Events stored.' }),
    refused: z
      .array(
        z.object({
          index: z.number().int().meta({ description: "The event's place in the batch, from 0." }),
          field: z
            .string()
            .meta({ description: "The event's field, e.g. `path` or `bounds.north`." }),
          reason: z.string(),
        }),
      )
      .meta({ description: 'Events not stored, and why.' }),
    dropped: z.enum(['do-not-track', 'bot']).optional().meta({
      description:
        'Present when nothing of the batch was looked at: the browser asks not to be tracked (`DNT: 1` or `Sec-GPC: 1`), or the client is a robot.',
    }),
  })
  .meta({ id: 'AnalyticsBatchResult' });
export type AnalyticsBatchResult = z.infer<typeof analyticsBatchResultSchema>;

const isoDay = z
  .string({ error: 'must be a date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, YYYY-MM-DD')
  .refine((day) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
  }, 'must be a real date');

/** `?from=&to=` of every console report: days in UTC, both included; the last 30 days by default. */
export const analyticsRangeQuerySchema = z
  .object({
    from: isoDay
      .optional()
      .meta({ description: 'First day (UTC), YYYY-MM-DD. Default: 29 days before `to`.' }),
    to: isoDay.optional().meta({ description: 'Last day (UTC), YYYY-MM-DD. Default: today.' }),
    limit: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(ANALYTICS_LIMITS.rowsMax, `must be at most ${ANALYTICS_LIMITS.rowsMax}`)
      .default(20)
      .meta({ description: 'Rows of each ranking.' }),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    message: 'must not be after to',
    path: ['from'],
  });
export type AnalyticsRangeQuery = z.infer<typeof analyticsRangeQuerySchema>;

const dayCounts = z.object({
  day: z.string().meta({ description: 'YYYY-MM-DD (UTC).' }),
  visitors: z.number().int().meta({
    description: 'Distinct visitors that day (a visitor is known for one day only, by design).',
  }),
  pageViews: z.number().int(),
  searches: z.number().int(),
  noResultSearches: z.number().int(),
  mapMoves: z.number().int(),
  markerClicks: z.number().int(),
  resultClicks: z.number().int(),
  sharesCreated: z.number().int(),
  shareClicks: z.number().int(),
});
export type AnalyticsDay = z.infer<typeof dayCounts>;

const rangeEcho = {
  from: z.string().meta({ description: 'First day of the report (UTC).' }),
  to: z.string().meta({ description: 'Last day of the report (UTC).' }),
};

/** `GET /api/admin/analytics/summary`: one row per day of the range (days without events at 0). */
export const analyticsSummarySchema = z
  .object({ ...rangeEcho, days: z.array(dayCounts) })
  .meta({ id: 'AnalyticsSummary' });
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

/** `GET /api/admin/analytics/pages`: the most viewed paths. */
export const analyticsPagesSchema = z
  .object({
    ...rangeEcho,
    pages: z.array(z.object({ path: z.string(), views: z.number().int() })),
  })
  .meta({ id: 'AnalyticsPages' });
export type AnalyticsPages = z.infer<typeof analyticsPagesSchema>;

const searchRow = z.object({
  text: z.string().meta({ description: 'The search as typed, lower-cased and trimmed.' }),
  searches: z.number().int(),
  noResults: z.number().int().meta({ description: 'Of those, searches that found nothing.' }),
  clicks: z.number().int().meta({ description: 'Results opened after this search.' }),
});

/** `GET /api/admin/analytics/searches`: the most frequent searches, and those that found nothing. */
export const analyticsSearchesSchema = z
  .object({
    ...rangeEcho,
    top: z.array(searchRow),
    noResults: z.array(searchRow).meta({
      description: 'Searches that found nothing, most frequent first: what content to add next.',
    }),
  })
  .meta({ id: 'AnalyticsSearches' });
export type AnalyticsSearches = z.infer<typeof analyticsSearchesSchema>;
export type AnalyticsSearchRow = z.infer<typeof searchRow>;

const spotRow = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  count: z.number().int(),
});
export type AnalyticsSpotRow = z.infer<typeof spotRow>;

/** `GET /api/admin/analytics/spots`: the most viewed spots, and the most saved to lists. */
export const analyticsSpotsSchema = z
  .object({
    ...rangeEcho,
    viewed: z.array(spotRow).meta({ description: 'Page views of the spot page in the range.' }),
    saved: z
      .array(spotRow)
      .meta({ description: 'Times the spot was saved to a list in the range and is still there.' }),
  })
  .meta({ id: 'AnalyticsSpots' });
export type AnalyticsSpots = z.infer<typeof analyticsSpotsSchema>;

/** `GET /api/admin/analytics/areas`: where divers look on the map, in tiles of `ANALYTICS_LIMITS.areaZoom`. */
export const analyticsAreasSchema = z
  .object({
    ...rangeEcho,
    zoom: z.number().int(),
    areas: z.array(
      z.object({
        x: z.number().int(),
        y: z.number().int(),
        west: z.number(),
        south: z.number(),
        east: z.number(),
        north: z.number(),
        moves: z
          .number()
          .int()
          .meta({ description: 'Map views that settled with their centre in the tile.' }),
      }),
    ),
  })
  .meta({ id: 'AnalyticsAreas' });
export type AnalyticsAreas = z.infer<typeof analyticsAreasSchema>;

/** `GET /api/admin/analytics/shares`: the share links made in the range, most opened first. */
export const analyticsSharesSchema = z
  .object({
    ...rangeEcho,
    links: z.array(
      z.object({
        slug: z.string(),
        created: z.number().int().meta({ description: 'Times this link was made.' }),
        clicks: z.number().int().meta({ description: 'Times it was opened.' }),
      }),
    ),
  })
  .meta({ id: 'AnalyticsShares' });
export type AnalyticsShares = z.infer<typeof analyticsSharesSchema>;
