import { useCallback, useState } from 'react';
import {
  MAP_MOVE_DEBOUNCE_MS,
  SPOT_FETCH_DEBOUNCE_MS,
  type MapView,
} from '@divespot/shared/explore-url';
import { sameView } from '../../../components/map/map-lib.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

/** A view, and when the map reported it (undefined for a view from the URL or a search). */
interface Reported {
  view: MapView;
  at?: number;
}

/**
 * The explore screen's views (docs/product/screens.md, docs/product/states.md): the one the list and the URL hold (`live`), the one
 * the map is told to show (only views from outside move it), and the ones the URL, the list and
 * the markers ask for once the map has rested (200 ms for the URL, 300 ms for the spots, counted
 * from the moment the map stopped, not from the render that follows, which the map's own frames
 * may hold back a frame or two).
 *
 * On a wide screen the list and the map show side by side, and the list takes the view the map
 * fitted. A phone shows one or the other: the map, switched to, shows the area the list held
 * (fitted whole to its own shape) and the list and the URL keep that area until the diver moves
 * the map. Meanwhile its markers cover all the map shows.
 */
export function useExploreViews(initial: MapView, isWide: boolean) {
  const [live, setLive] = useState<Reported>({ view: initial });
  const [mapView, setMapView] = useState(initial);
  // What a phone's map shows of the list's view, fitted to its shape; null when it is the
  // list's view itself.
  const [shown, setShown] = useState<Reported | null>(null);

  /** A view from outside (the URL, a search's matches): the list, the URL and the map go there. */
  const goTo = (view: MapView) => {
    setMapView(view);
    setLive((now) => ({ view, at: now.at }));
    setShown(null);
  };

  // A view the map reports again (a resize that changed nothing, a second report of one rest)
  // changes nothing: it must not restart the debounces, which would keep the list, the markers
  // and the URL waiting for as long as such reports come.
  const onViewChange = useCallback(
    (view: MapView, fitted: boolean) => {
      const report = (now: Reported | null) =>
        now && sameView(now.view, view) ? now : { view, at: performance.now() };
      if (fitted && !isWide) {
        setShown(report);
        return;
      }
      setLive(report);
      setShown(null);
    },
    [isWide],
  );
  const markersOf = shown ?? live;

  return {
    liveView: live.view,
    mapView,
    goTo,
    onViewChange,
    settledView: useDebouncedValue(live.view, MAP_MOVE_DEBOUNCE_MS, live.at),
    fetchedView: useDebouncedValue(live.view, SPOT_FETCH_DEBOUNCE_MS, live.at),
    markersView: useDebouncedValue(markersOf.view, SPOT_FETCH_DEBOUNCE_MS, markersOf.at),
  };
}
