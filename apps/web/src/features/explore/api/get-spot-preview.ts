import type { LanguageCode } from '@divespot/shared/site';
import type { SpotSummary } from '@divespot/shared/spots';
import { useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';

/**
 * GET /api/spot/id/{id}: the facts a marker does not carry (address, place, scientific name,
 * size) for the popup and the bottom card. The marker's own facts show while it loads.
 */
export function getSpotPreview(
  objectId: number,
  lang: LanguageCode,
  signal?: AbortSignal,
): Promise<SpotSummary> {
  return callApi('spotById', { params: { id: objectId }, query: { lang }, signal });
}

export function useSpotPreview(objectId: number) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['spots', 'preview', objectId, lang],
    queryFn: ({ signal }) => getSpotPreview(objectId, lang, signal),
    staleTime: 5 * 60_000,
  });
}
