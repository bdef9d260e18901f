import type { LanguageCode } from '@divespot/shared/site';
import type { SpotDetail } from '@divespot/shared/spots';
import { queryOptions, useQuery } from '../../../lib/query.ts';
import { useEffect } from 'react';
import { callApi } from '../../../lib/api-client.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';
import { pageRecord } from '../../../lib/page-data.ts';
import { storedSpot, useSpotStore } from '../stores/spot-store.ts';

/** How a page names its spot: `/spots/{slug}` by slug, older `/spot/{id}` links by id. */
export type SpotKey = { slug: string } | { id: number };

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
    queryKey: ['spots', 'detail', 'id' in key ? `id:${key.id}` : key.slug, lang],
    queryFn: ({ signal }) => getSpot(key, lang, signal),
  });

const isSpot = (key: SpotKey) => (spot: SpotDetail) =>
  'id' in key ? spot.objectId === key.id : spot.slug === key.slug;

/**
 * A spot's details. The spot the server sent with the page shows at once (and matches the HTML
 * it rendered); a spot opened before shows at once from 'divespot-store' and is refreshed in the
 * background when older than the query's stale time; every fetched answer is stored.
 */
export function useSpot(key: SpotKey) {
  const lang = useContentLanguage();
  const query = useQuery({
    ...spotQuery(key, lang),
    initialData: () => pageRecord('spot', lang, isSpot(key)) ?? storedSpot(key, lang)?.spot,
    initialDataUpdatedAt: () =>
      pageRecord('spot', lang, isSpot(key)) ? undefined : storedSpot(key, lang)?.savedAt,
  });
  const { data, dataUpdatedAt, isFetchedAfterMount } = query;
  useEffect(() => {
    if (data && isFetchedAfterMount) {
      useSpotStore.getState().remember(data, lang, dataUpdatedAt);
    }
  }, [data, dataUpdatedAt, isFetchedAfterMount, lang]);
  return query;
}
