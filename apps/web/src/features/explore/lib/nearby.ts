import { encodeExploreUrl } from '@divespot/shared/explore-url';
import type { DiverLocation } from './explore-params.ts';
import { viewAround } from './search-fit.ts';

/** What explore is opened with from a "Nearby dive spots" link (router state, not the URL). */
export interface NearbyState {
  /** Where the diver is: distances are measured from here. */
  diver?: DiverLocation;
  /** Why there is no location: explore says so and shows its default view. */
  nearbyFailed?: 'denied' | 'unavailable';
}

/** Explore's address for a view of about 110 × 160 km around the diver. */
export function nearbyHref(at: DiverLocation): string {
  const view = viewAround([
    { latitude: at.lat - 0.5, longitude: at.lng - 0.75 },
    { latitude: at.lat + 0.5, longitude: at.lng + 0.75 },
  ]);
  return view ? `/explore?${encodeExploreUrl({ view, filters: {}, hideMenu: false })}` : '/explore';
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
