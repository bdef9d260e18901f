import { decodeExploreUrl, encodeExploreUrl, NEARBY_KEY } from '@divespot/shared/explore-url';
import type { DiverLocation } from '@divespot/shared/explore-list';
import { viewAround } from './search-fit.ts';

/** What explore is opened with once it has asked where the diver is (router state, not the URL). */
export interface NearbyState {
  /** Where the diver is: distances are measured from here. */
  diver?: DiverLocation;
  /** Why there is no location: explore says so and shows its default view. */
  nearbyFailed?: NearbyFailure;
}

export type NearbyFailure = 'denied' | 'unavailable';

/** Whether explore's query asks for the diver's location ("Nearby dive spots"). */
export const asksNearby = (search: string) =>
  new URLSearchParams(search).get(NEARBY_KEY) === 'true';

/**
 * Explore's query (with '?') for a view of about 110 × 160 km around the diver, keeping what
 * else `search` asks for (filters, a search text, the list hidden); the request for the location
 * is dropped.
 */
export function nearbySearch(search: string, at: DiverLocation): string {
  const state = decodeExploreUrl(search);
  const view = viewAround([
    { latitude: at.lat - 0.5, longitude: at.lng - 0.75 },
    { latitude: at.lat + 0.5, longitude: at.lng + 0.75 },
  ]);
  return `?${encodeExploreUrl({ ...state, view: view ?? state.view })}`;
}

/** The same query without the request for the location (the default view, or its own). */
export function withoutNearby(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(NEARBY_KEY);
  const rest = params.toString().replace(/%2C/gi, ',');
  return rest ? `?${rest}` : '';
}

/** Asks the browser where the diver is: the router state explore opens with, either way. */
export function locateDiver(): Promise<NearbyState> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) {
      resolve({ nearbyFailed: 'unavailable' });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ diver: { lat: coords.latitude, lng: coords.longitude } }),
      (error) =>
        resolve({
          nearbyFailed: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable',
        }),
      { timeout: 15_000, maximumAge: 60_000 },
    );
  });
}

/** Reads a NearbyState from router state of unknown shape. */
export function nearbyStateOf(state: unknown): NearbyState {
  if (!state || typeof state !== 'object') return {};
  const { diver, nearbyFailed } = state as Record<string, unknown>;
  const out: NearbyState = {};
  if (
    diver &&
    typeof diver === 'object' &&
    Number.isFinite((diver as DiverLocation).lat) &&
    Number.isFinite((diver as DiverLocation).lng)
  ) {
    out.diver = { lat: (diver as DiverLocation).lat, lng: (diver as DiverLocation).lng };
  }
  if (nearbyFailed === 'denied' || nearbyFailed === 'unavailable') out.nearbyFailed = nearbyFailed;
  return out;
}
