import type { LanguageCode } from '@divespot/shared/site';
import type { SpotDetail } from '@divespot/shared/spots';
import { useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';

/** GET /api/spot/random */
export function getRandomSpot(lang: LanguageCode, signal?: AbortSignal): Promise<SpotDetail> {
  return callApi('spotRandom', { query: { lang }, signal });
}

/** A fresh pick on every visit: nothing cached, nothing retried into a second pick. */
export function useRandomSpot() {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['spots', 'random', lang],
    queryFn: ({ signal }) => getRandomSpot(lang, signal),
    staleTime: 0,
    gcTime: 0,
  });
}
