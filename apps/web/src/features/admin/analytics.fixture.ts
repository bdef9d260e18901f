import type {
  AnalyticsAreas,
  AnalyticsDay,
  AnalyticsPages,
  AnalyticsSearches,
  AnalyticsShares,
  AnalyticsSpots,
  AnalyticsSummary,
} from '@divespot/shared/analytics';
import { json, stubApi } from '../../test/render.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The days from `from` to `to` (UTC, both included). */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** A day of the summary: nothing counted unless given. */
export function testDay(day: string, counts: Partial<AnalyticsDay> = {}): AnalyticsDay {
  return {
    day,
    visitors: 0,
    pageViews: 0,
    searches: 0,
    noResultSearches: 0,
    mapMoves: 0,
    markerClicks: 0,
    resultClicks: 0,
    sharesCreated: 0,
    shareClicks: 0,
    ...counts,
  };
}

/** The six reports' answers for one range; each test overrides what it asserts on. */
export interface Reports {
  summary: (from: string, to: string) => AnalyticsSummary;
  pages: Omit<AnalyticsPages, 'from' | 'to'>;
  searches: Omit<AnalyticsSearches, 'from' | 'to'>;
  spots: Omit<AnalyticsSpots, 'from' | 'to'>;
  areas: Omit<AnalyticsAreas, 'from' | 'to'>;
  shares: Omit<AnalyticsShares, 'from' | 'to'>;
}

/** Answers with nothing counted: every report's empty state. */
export const EMPTY_REPORTS: Reports = {
  summary: (from, to) => ({ from, to, days: daysOf(from, to).map((d) => testDay(d)) }),
  pages: { pages: [] },
  searches: { top: [], noResults: [] },
  spots: { viewed: [], saved: [] },
  areas: { zoom: 6, areas: [] },
  shares: { links: [] },
};

/** A test's own answer to a report (a failure it provokes), or undefined for the usual one. */
export type ReportOverride = (report: string, url: URL) => Response | undefined;

/**
 * The console's report endpoints at `fetch`, answering `reports` for the range asked (the last
 * 30 days of `today` when none is); everything else is a 404.
 */
export function stubReports(
  reports: Partial<Reports>,
  today: string,
  override: ReportOverride = () => undefined,
) {
  const all = { ...EMPTY_REPORTS, ...reports };
  return stubApi((url) => {
    const report = /^\/api\/admin\/analytics\/(\w+)$/.exec(url.pathname)?.[1];
    if (!report) return undefined;
    const answer = override(report, url);
    if (answer) return answer;
    const to = url.searchParams.get('to') ?? today;
    const from =
      url.searchParams.get('from') ??
      new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS).toISOString().slice(0, 10);
    if (report === 'summary') return json(200, all.summary(from, to));
    const body = all[report as Exclude<keyof Reports, 'summary'>];
    return body ? json(200, { from, to, ...body }) : undefined;
  });
}

/** The server's 400 for a refused range field (docs/product/errors.md). */
export const rangeRefused = (field: string, message: string) =>
  json(400, {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'Some querystring parameters are invalid.',
    detail: { fields: [{ field, message }] },
  });
