import { callApi } from '../../../lib/api-client.ts';
import { queryOptions, useQuery } from '../../../lib/query.ts';
import { TRENDING_COUNT } from '../lib/trending.ts';

/**
 * GET /api/spot/popular: real spots with the most reviews, then the best rated, then the
 * richest marine life. It stands in for "trending" until page views rank spots (SPEC §1's
 * fallback, "the first 6 sample spots", in our data's terms).
 */
export const trendingSpotsQuery = () =>
  queryOptions({
    queryKey: ['spots', 'popular', TRENDING_COUNT],
    queryFn: ({ signal }) => callApi('spotsPopular', { query: { limit: TRENDING_COUNT }, signal }),
  });

export function useTrendingSpots() {
  return useQuery(trendingSpotsQuery());
}
