import { useCallback, useEffect, useRef } from 'react';
import { MAP_MOVE_DEBOUNCE_MS, type MapView } from '@divespot/shared/explore-url';
import { sameView } from '../../../components/map/map-lib.ts';
import type { MapSpot } from '../../../components/map/map-types.ts';
import { track } from '../../../lib/analytics.ts';

/**
 * The explore map's analytics (docs/product/analytics.md): a `map_move` for each view the map
 * settles on (its reports `MAP_MOVE_DEBOUNCE_MS` apart, as the URL takes them; the same view
 * again counts once), and a `marker_click` for each spot marker pressed.
 */
export function useMapAnalytics() {
  const waiting = useRef<{ view: MapView; timer: ReturnType<typeof setTimeout> } | null>(null);
  const counted = useRef<MapView | null>(null);

  const count = useCallback(() => {
    const view = waiting.current?.view;
    if (waiting.current) clearTimeout(waiting.current.timer);
    waiting.current = null;
    if (!view || (counted.current && sameView(counted.current, view))) return;
    counted.current = view;
    const { west, south, east, north, zoom } = view;
    track({ type: 'map_move', bounds: { west, south, east, north }, zoom });
  }, []);

  /** The map rested on `view` (each report of the map, moved or fitted). */
  const viewRested = useCallback(
    (view: MapView) => {
      if (waiting.current) clearTimeout(waiting.current.timer);
      waiting.current = { view, timer: setTimeout(count, MAP_MOVE_DEBOUNCE_MS) };
    },
    [count],
  );

  // Leaving explore right after a move: the view it rested on still counts.
  useEffect(() => count, [count]);

  const markerPressed = useCallback((spot: MapSpot) => {
    track({ type: 'marker_click', target: 'spot', id: spot.objectId });
  }, []);

  return { viewRested, markerPressed };
}
