import { statisticsKey } from '@divespot/shared/page-queries';
import { callApi } from '../../../lib/api-client.ts';
import { queryOptions, useQuery } from '../../../lib/query.ts';

/** GET /api/statistics: what the catalogue holds, counted from the database. */
export const siteStatisticsQuery = () =>
  queryOptions({
    queryKey: statisticsKey(),
    queryFn: ({ signal }) => callApi('siteStatistics', { signal }),
    // The server counts at most once a minute.
    staleTime: 60_000,
  });

/** The home page's statistics; the page brings them from the server for its first render. */
export function useSiteStatistics() {
  return useQuery(siteStatisticsQuery());
}
