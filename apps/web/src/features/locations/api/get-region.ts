import type { RegionDetail } from '@divespot/shared/locations';
import type { LanguageCode } from '@divespot/shared/site';
import { queryOptions, useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';

/** How a region page addresses its region: by country and region, or by slug or id alone. */
export type RegionKey = { country: string; region: string } | { region: string };

/** GET /api/countries/{country}/regions/{region} or GET /api/regions/{slug-or-id} */
export function getRegion(
  key: RegionKey,
  lang: LanguageCode,
  signal?: AbortSignal,
): Promise<RegionDetail> {
  return 'country' in key
    ? callApi('countryRegion', { params: key, query: { lang }, signal })
    : callApi('region', { params: key, query: { lang }, signal });
}

export const regionQuery = (key: RegionKey, lang: LanguageCode) =>
  queryOptions({
    queryKey: ['locations', 'region', 'country' in key ? key.country : null, key.region, lang],
    queryFn: ({ signal }) => getRegion(key, lang, signal),
  });

/** A region with its spots and species, named and described in the page's language. */
export function useRegion(key: RegionKey) {
  return useQuery(regionQuery(key, useContentLanguage()));
}
