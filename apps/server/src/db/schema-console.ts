import type { ColumnType, Generated, RawBuilder } from 'kysely';

/*
 * The tables behind the admin console (part of schema.ts's `Database`): the audit log
 * (migration 0020) and analytics (migration 0019).
 */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Id = Generated<number>;

/** Every change an admin makes (migration 0020); rows are only added. */
export interface AuditLogTable {
  id: Id;
  at: CreatedAt;
  actor_id: number | null;
  actor_email: string;
  action: string;
  subject: string;
  subject_id: string;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
}

/** Analytics (migration 0019): `day` columns are dates written and read as 'YYYY-MM-DD'. */
type Day = ColumnType<string, string, string>;
type Counter = ColumnType<number, number, number | RawBuilder<unknown>>;

/** One event as the web app sent it, without its `type` and `at` (docs/product/analytics.md). */
export interface AnalyticsEventTable {
  at: Date;
  type: string;
  visitor: string;
  data: ColumnType<Record<string, unknown>, string, never>;
}

export interface AnalyticsSaltTable {
  day: Day;
  salt: string;
}

export interface AnalyticsDayVisitorTable {
  day: Day;
  visitor: string;
}

export interface AnalyticsDayTable {
  day: Day;
  visitors: Counter;
  page_views: Counter;
  searches: Counter;
  no_result_searches: Counter;
  map_moves: Counter;
  marker_clicks: Counter;
  result_clicks: Counter;
  shares_created: Counter;
  share_clicks: Counter;
}

export interface AnalyticsDayPageTable {
  day: Day;
  path: string;
  views: Counter;
}

export interface AnalyticsDaySearchTable {
  day: Day;
  text: string;
  searches: Counter;
  no_results: Counter;
  clicks: Counter;
}

export interface AnalyticsDaySpotTable {
  day: Day;
  spot_id: number;
  views: Counter;
  marker_clicks: Counter;
}

export interface AnalyticsDayAreaTable {
  day: Day;
  x: number;
  y: number;
  moves: Counter;
}

export interface AnalyticsDayShareTable {
  day: Day;
  slug: string;
  created: Counter;
  clicks: Counter;
}
