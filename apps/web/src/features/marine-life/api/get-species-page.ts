import type { SpeciesPage } from '@divespot/shared/marine-life';
import type { LanguageCode } from '@divespot/shared/site';
import { keepPreviousData, queryOptions, useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';
import { guideApiQuery, type GuideState } from '../lib/guide-params.ts';

/** GET /api/sealife?group=&q=&page=&size=&lang= */
export function getSpeciesPage(
  state: GuideState,
  lang: LanguageCode,
  signal?: AbortSignal,
): Promise<SpeciesPage> {
  const query = guideApiQuery(state);
  query.set('lang', lang);
  return callApi('speciesList', { query, signal });
}

export const speciesPageQuery = (state: GuideState, lang: LanguageCode) =>
  queryOptions({
    queryKey: ['sealife', 'page', state.group ?? null, state.q, state.page, lang],
    queryFn: ({ signal }) => getSpeciesPage(state, lang, signal),
  });

/** Keeps the previous page on screen while the next one loads, so the grid never blanks. */
export function useSpeciesPage(state: GuideState) {
  const lang = useContentLanguage();
  return useQuery({ ...speciesPageQuery(state, lang), placeholderData: keepPreviousData });
}
