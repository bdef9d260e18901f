import type { CountryDetail } from '@divespot/shared/locations';
import type { LanguageCode } from '@divespot/shared/site';
import { queryOptions, useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';

/** GET /api/countries/{slug, ISO code or id} */
export function getCountry(
  key: string,
  lang: LanguageCode,
  signal?: AbortSignal,
): Promise<CountryDetail> {
  return callApi('country', { params: { country: key }, query: { lang }, signal });
}

export const countryQuery = (key: string, lang: LanguageCode) =>
  queryOptions({
    queryKey: ['locations', 'country', key, lang],
    queryFn: ({ signal }) => getCountry(key, lang, signal),
  });

/** A country with its regions and best spots, named in the page's language. */
export function useCountry(key: string) {
  return useQuery(countryQuery(key, useContentLanguage()));
}
