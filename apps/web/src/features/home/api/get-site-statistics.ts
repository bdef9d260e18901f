import type { SiteStatistics } from '@divespot/shared/statistics';
import { callApi } from '../../../lib/api-client.ts';
import { readPageData } from '../../../lib/page-data.ts';
import { queryOptions, useQuery } from '../../../lib/query.ts';

const FIGURES = ['spots', 'countries', 'species', 'diveCenters'] as const;

/** The counts the server sent with the home page, when they are whole. */
function sentWithPage(): SiteStatistics | undefined {
  const sent = readPageData<SiteStatistics>('siteStatistics');
  return sent && FIGURES.every((key) => Number.isInteger(sent[key])) ? sent : undefined;
}

/** GET /api/statistics: what the catalogue holds, counted from the database. */
export const siteStatisticsQuery = () =>
  queryOptions({
    queryKey: ['statistics'],
    queryFn: ({ signal }) => callApi('siteStatistics', { signal }),
    // The server counts at most once a minute.
    staleTime: 60_000,
  });

/** The home page's statistics; the page brings them from the server for its first render. */
export function useSiteStatistics() {
  return useQuery({ ...siteStatisticsQuery(), initialData: sentWithPage });
}
