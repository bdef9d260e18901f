import type { ApiAnswer } from '../../../lib/api-client.ts';
import { callAdminApi } from './admin-routes.ts';
import { queryOptions, useQuery } from '../../../lib/query.ts';
import type { DayRange } from '../lib/range.ts';

/** The console's analytics reports (docs/product/analytics.md), each `GET /api/admin/analytics/…`. */
export type ReportKey =
  | 'adminAnalyticsSummary'
  | 'adminAnalyticsPages'
  | 'adminAnalyticsSearches'
  | 'adminAnalyticsSpots'
  | 'adminAnalyticsAreas'
  | 'adminAnalyticsShares';

/** One report for a range of UTC days; a range the URL leaves open is the server's to fill. */
export const reportQuery = <K extends ReportKey>(key: K, range: DayRange) =>
  queryOptions({
    queryKey: ['admin', 'analytics', key, range.from ?? '', range.to ?? ''] as const,
    queryFn: ({ signal }) => {
      // One call for any of the six: they take the same query and differ only in their answer.
      const report: ReportKey = key;
      const query = { from: range.from, to: range.to };
      return callAdminApi(report, { query, signal }) as Promise<ApiAnswer<K>>;
    },
  });

export function useReport<K extends ReportKey>(key: K, range: DayRange) {
  return useQuery(reportQuery(key, range));
}
