import type { SpeciesPage } from '@divespot/shared/marine-life';
import { keepPreviousData, queryOptions, useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';
import { guideApiQuery, type GuideState } from '../lib/guide-params.ts';

/** GET /api/sealife?group=&q=&page=&size= */
export function getSpeciesPage(state: GuideState, signal?: AbortSignal): Promise<SpeciesPage> {
  return callApi('speciesList', { query: guideApiQuery(state), signal });
}

export const speciesPageQuery = (state: GuideState) =>
  queryOptions({
    queryKey: ['sealife', 'page', state.group ?? null, state.q, state.page],
    queryFn: ({ signal }) => getSpeciesPage(state, signal),
  });

/** Keeps the previous page on screen while the next one loads, so the grid never blanks. */
export function useSpeciesPage(state: GuideState) {
  return useQuery({ ...speciesPageQuery(state), placeholderData: keepPreviousData });
}
