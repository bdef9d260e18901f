import { toApiQuery, toApiView } from '@divespot/shared/explore-url';
import { keepPreviousData, queryOptions, useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { SpotQuery } from '@divespot/shared/explore-list';
import { spotMapFromWire, type SpotMap } from '@divespot/shared/spot-map-wire';

/**
 * GET /api/spot/map?n&e&s&w&zoom&<filters>: spots and clusters in view (`w` > `e` across the
 * antimeridian), answered as arrays and turned into the GeoJSON the map draws.
 */
export async function getMapSpots(q: SpotQuery, signal?: AbortSignal): Promise<SpotMap> {
  const v = toApiView(q.view);
  const params = new URLSearchParams({
    n: String(v.north),
    e: String(v.east),
    s: String(v.south),
    w: String(v.west),
    zoom: String(v.zoom),
    ...toApiQuery(q.filters),
  });
  if (q.search?.trim()) params.set('q', q.search.trim());
  return spotMapFromWire(await callApi('spotMap', { query: params, signal }));
}

export const mapSpotsQuery = (q: SpotQuery) =>
  queryOptions({
    queryKey: ['spots', 'map', q.view, q.filters, q.search ?? ''],
    queryFn: ({ signal }) => getMapSpots(q, signal),
  });

/** The markers; the previous ones stay drawn while the next view's load. */
export function useMapSpots(q: SpotQuery | null) {
  return useQuery({
    ...mapSpotsQuery(q ?? { view: { north: 0, east: 0, south: 0, west: 0, zoom: 1 }, filters: {} }),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
}
