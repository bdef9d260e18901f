import type { SpeciesDetail } from '@divespot/shared/marine-life';
import { speciesKey } from '@divespot/shared/page-queries';
import type { LanguageCode } from '@divespot/shared/site';
import { queryOptions, useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';

/** GET /api/sealife/id/{id} or /api/sealife/{slug}, named and described in `lang` */
export function getSpecies(
  slugOrId: string,
  lang: LanguageCode,
  signal?: AbortSignal,
): Promise<SpeciesDetail> {
  // A page address is a slug or a numeric id; both are served by the API.
  return /^\d+$/.test(slugOrId)
    ? callApi('speciesById', { params: { id: Number(slugOrId) }, query: { lang }, signal })
    : callApi('speciesBySlug', { params: { slug: slugOrId }, query: { lang }, signal });
}

export const speciesQuery = (slugOrId: string, lang: LanguageCode) =>
  queryOptions({
    queryKey: speciesKey(slugOrId, lang),
    queryFn: ({ signal }) => getSpecies(slugOrId, lang, signal),
  });

/** A species; the one the server sent with the page shows at once, as it rendered it. */
export function useSpecies(slugOrId: string) {
  return useQuery(speciesQuery(slugOrId, useContentLanguage()));
}
