import type { LanguageCode } from '@divespot/shared/site';
import type { SpotSealifeItem } from '@divespot/shared/spots';
import { queryOptions, useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';

/**
 * GET /api/spot/id/{id}/sealife — the whole year at once: the month switcher then filters on
 * each item's months without another round trip.
 */
export async function getSpotSealife(
  spotId: number,
  lang: LanguageCode,
  signal?: AbortSignal,
): Promise<SpotSealifeItem[]> {
  const data = await callApi('spotSealife', { params: { id: spotId }, query: { lang }, signal });
  return Array.isArray(data?.content) ? data.content : [];
}

export const spotSealifeQuery = (spotId: number, lang: LanguageCode) =>
  queryOptions({
    queryKey: ['spots', 'sealife', spotId, lang],
    queryFn: ({ signal }) => getSpotSealife(spotId, lang, signal),
  });

/** The species seen at a spot, named in the page's language. */
export function useSpotSealife(spotId: number) {
  return useQuery(spotSealifeQuery(spotId, useContentLanguage()));
}
