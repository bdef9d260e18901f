import type { LanguageCode } from '@divespot/shared/site';
import { callApi } from '../../../lib/api-client.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';
import { queryOptions, useQuery } from '../../../lib/query.ts';
import { TRENDING_COUNT } from '../lib/trending.ts';

/**
 * GET /api/spot/popular: real spots with the most reviews, then the best rated, then the
 * richest marine life. It stands in for "trending" until page views rank spots (docs/product/README.md's
 * fallback, "the first 6 sample spots", in our data's terms).
 */
export const trendingSpotsQuery = (lang: LanguageCode) =>
  queryOptions({
    queryKey: ['spots', 'popular', TRENDING_COUNT, lang],
    queryFn: ({ signal }) =>
      callApi('spotsPopular', { query: { limit: TRENDING_COUNT, lang }, signal }),
  });

/** The trending spots, their places named in the page's language. */
export function useTrendingSpots() {
  return useQuery(trendingSpotsQuery(useContentLanguage()));
}
