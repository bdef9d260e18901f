import { spotKey, type SpotKey } from '@divespot/shared/page-queries';
import type { LanguageCode } from '@divespot/shared/site';
import type { SpotDetail } from '@divespot/shared/spots';
import { queryOptions, useQuery } from '../../../lib/query.ts';
import { useEffect } from 'react';
import { callApi } from '../../../lib/api-client.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';
import { storedSpot, useSpotStore } from '../stores/spot-store.ts';

export type { SpotKey };

/** GET /api/spot/id/{id} or /api/spot/slug/{slug}, its texts in `lang` */
export function getSpot(
  key: SpotKey,
  lang: LanguageCode,
  signal?: AbortSignal,
): Promise<SpotDetail> {
  return 'id' in key
    ? callApi('spotById', { params: key, query: { lang }, signal })
    : callApi('spotBySlug', { params: key, query: { lang }, signal });
}

export const spotQuery = (key: SpotKey, lang: LanguageCode) =>
  queryOptions({
    queryKey: spotKey(key, lang),
    queryFn: ({ signal }) => getSpot(key, lang, signal),
  });

/**
 * A spot's details. The spot the server sent with the page shows at once (and matches the HTML
 * it rendered); a spot opened before shows at once from 'divespot-store' and is refreshed in the
 * background when older than the query's stale time; every fetched answer is stored.
 */
export function useSpot(key: SpotKey) {
  const lang = useContentLanguage();
  const query = useQuery({
    ...spotQuery(key, lang),
    // Used when the page did not come with the spot (its answer is then in the cache already).
    initialData: () => storedSpot(key, lang)?.spot,
    initialDataUpdatedAt: () => storedSpot(key, lang)?.savedAt,
  });
  const { data, dataUpdatedAt, isFetchedAfterMount } = query;
  useEffect(() => {
    if (data && isFetchedAfterMount) {
      useSpotStore.getState().remember(data, lang, dataUpdatedAt);
    }
  }, [data, dataUpdatedAt, isFetchedAfterMount, lang]);
  return query;
}
