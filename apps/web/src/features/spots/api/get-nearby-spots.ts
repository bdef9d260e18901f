import type { LanguageCode } from '@divespot/shared/site';
import { useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';

interface NearbyParams {
  lat: number;
  lng: number;
  excludeId: number;
  limit: number;
  radiusKm: number;
}

/** GET /api/spot/nearby — nearest first, with distance in km, without the spot itself. */
export async function getNearbySpots(
  p: NearbyParams & { lang: LanguageCode },
  signal?: AbortSignal,
) {
  const data = await callApi('spotsNearby', { query: { ...p }, signal });
  return Array.isArray(data?.content) ? data.content : [];
}

/** The spots near one, their places named in the page's language. */
export function useNearbySpots(p: NearbyParams) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['spots', 'nearby', p, lang],
    queryFn: ({ signal }) => getNearbySpots({ ...p, lang }, signal),
  });
}
