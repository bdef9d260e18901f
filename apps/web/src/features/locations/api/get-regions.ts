import type { RegionSummary } from '@divespot/shared/locations';
import type { LanguageCode } from '@divespot/shared/site';
import { queryOptions, useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';

/** GET /api/regions: every dive region with its country. */
export async function getRegions(
  lang: LanguageCode,
  signal?: AbortSignal,
): Promise<RegionSummary[]> {
  const data = await callApi('regions', { query: { lang }, signal });
  return data.content;
}

export const regionsQuery = (lang: LanguageCode) =>
  queryOptions({
    queryKey: ['locations', 'regions', lang],
    queryFn: ({ signal }) => getRegions(lang, signal),
    staleTime: 10 * 60_000,
  });

/** Every region, named in the page's language where it has a name in it. */
export function useRegions(enabled = true) {
  return useQuery({ ...regionsQuery(useContentLanguage()), enabled });
}
