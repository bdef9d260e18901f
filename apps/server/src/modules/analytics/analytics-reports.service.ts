import type { Kysely } from 'kysely';
import {
  ANALYTICS_LIMITS,
  type AnalyticsAreas,
  type AnalyticsPages,
  type AnalyticsRangeQuery,
  type AnalyticsSearches,
  type AnalyticsShares,
  type AnalyticsSpots,
  type AnalyticsSummary,
} from '@divespot/shared/analytics';
import type { Database } from '../../db/schema.ts';
import { validationFailed } from '../../http/errors.ts';
import { tileBounds } from './analytics-aggregate.ts';
import {
  dayTotals,
  hotAreas,
  mostSavedSpots,
  mostViewedSpots,
  topPages,
  topSearches,
  topShares,
  type DayRange,
} from './analytics-reports.repository.ts';
import { utcDay } from './analytics.service.ts';
import type { AnalyticsWriter } from './analytics-writer.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayTime = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The admin console's reports (docs/product/analytics.md), read from the daily aggregates. */
export class AnalyticsReports {
  private readonly db: Kysely<Database>;
  private readonly writer: AnalyticsWriter;
  private readonly now: () => number;

  constructor(db: Kysely<Database>, writer: AnalyticsWriter, now: () => number) {
    this.db = db;
    this.writer = writer;
    this.now = now;
  }

  /**
   * The range asked for (the last 30 days by default), once this server's pending events are
   * written, so a report includes everything this server has received.
   */
  async #range(query: AnalyticsRangeQuery): Promise<DayRange> {
    const to = query.to ?? utcDay(this.now());
    const from = query.from ?? utcDay(dayTime(to) - 29 * DAY_MS);
    if (from > to) throw validationFailed([{ field: 'from', message: 'must not be after to' }]);
    if ((dayTime(to) - dayTime(from)) / DAY_MS + 1 > ANALYTICS_LIMITS.rangeDaysMax)
      throw validationFailed([
        {
          field: 'from',
          message: `must be at most ${ANALYTICS_LIMITS.rangeDaysMax} days before to`,
        },
      ]);
    await this.writer.flush().catch(() => undefined);
    return { from, to };
  }

  async summary(query: AnalyticsRangeQuery): Promise<AnalyticsSummary> {
    const range = await this.#range(query);
    const rows = new Map((await dayTotals(this.db, range)).map((row) => [row.day, row]));
    const days: AnalyticsSummary['days'] = [];
    for (let t = dayTime(range.from); t <= dayTime(range.to); t += DAY_MS) {
      const day = utcDay(t);
      const row = rows.get(day);
      days.push({
        day,
        visitors: row?.visitors ?? 0,
        pageViews: row?.page_views ?? 0,
        searches: row?.searches ?? 0,
        noResultSearches: row?.no_result_searches ?? 0,
        mapMoves: row?.map_moves ?? 0,
        markerClicks: row?.marker_clicks ?? 0,
        resultClicks: row?.result_clicks ?? 0,
        sharesCreated: row?.shares_created ?? 0,
        shareClicks: row?.share_clicks ?? 0,
      });
    }
    return { ...range, days };
  }

  async pages(query: AnalyticsRangeQuery): Promise<AnalyticsPages> {
    const range = await this.#range(query);
    return { ...range, pages: await topPages(this.db, range, query.limit) };
  }

  async searches(query: AnalyticsRangeQuery): Promise<AnalyticsSearches> {
    const range = await this.#range(query);
    return { ...range, ...(await topSearches(this.db, range, query.limit)) };
  }

  async spots(query: AnalyticsRangeQuery): Promise<AnalyticsSpots> {
    const range = await this.#range(query);
    const [viewed, saved] = await Promise.all([
      mostViewedSpots(this.db, range, query.limit),
      mostSavedSpots(this.db, range, query.limit),
    ]);
    return { ...range, viewed, saved };
  }

  async areas(query: AnalyticsRangeQuery): Promise<AnalyticsAreas> {
    const range = await this.#range(query);
    const zoom = ANALYTICS_LIMITS.areaZoom;
    const areas = (await hotAreas(this.db, range)).map((a) => ({
      ...a,
      ...tileBounds(a.x, a.y, zoom),
    }));
    return { ...range, zoom, areas };
  }

  async shares(query: AnalyticsRangeQuery): Promise<AnalyticsShares> {
    const range = await this.#range(query);
    return { ...range, links: await topShares(this.db, range, query.limit) };
  }
}
