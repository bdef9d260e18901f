import type { CountrySummary } from '@divespot/shared/locations';
import type { LanguageCode } from '@divespot/shared/site';
import { queryOptions, useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';

/** GET /api/countries?withSpots=true: the countries divers can pick from. */
export async function getDiveCountries(
  lang: LanguageCode,
  signal?: AbortSignal,
): Promise<CountrySummary[]> {
  const data = await callApi('countries', { query: { withSpots: true, lang }, signal });
  return data.content;
}

export const diveCountriesQuery = (lang: LanguageCode) =>
  queryOptions({
    queryKey: ['locations', 'countries', 'with-spots', lang],
    queryFn: ({ signal }) => getDiveCountries(lang, signal),
    staleTime: 10 * 60_000,
  });

/** The countries with dive spots, named in the page's language. */
export function useDiveCountries(enabled = true) {
  return useQuery({ ...diveCountriesQuery(useContentLanguage()), enabled });
}
