import { useCallback } from 'react';
import type { MapView } from '@divespot/shared/explore-url';
import type { SpotMap } from '@divespot/shared/spot-map-wire';
import { LazyMapView } from '../../../components/map/lazy-map-view.tsx';
import type { MapSpot } from '../../../components/map/map-types.ts';
import { useMapAnalytics } from '../hooks/use-map-analytics.ts';
import { MapPlaceholder } from './map-placeholder.tsx';
import { SpotPopup } from './spot-preview.tsx';

interface MapPanelProps {
  /** False until the map is first on screen; its code loads then. */
  enabled: boolean;
  /** The view to show; changes only when the URL asks for another one. */
  view: MapView;
  data: SpotMap | undefined;
  highlightedId: number | null;
  selected: MapSpot | null;
  /** Wide screens open a popup at the selected spot; phones show a card instead. */
  popup: boolean;
  /** Each view the map rests on; `fitted` while it still shows the `view` it was given. */
  onViewChange: (view: MapView, fitted: boolean) => void;
  onSelect: (spot: MapSpot | null) => void;
  /** The diver asked the map where they are, and the browser told it. */
  onLocate: (at: { lat: number; lng: number }) => void;
}

/**
 * The map area: the interactive map, loaded when first on screen. The spot hovered in the list
 * is drawn highlighted (and named in `data-highlighted-spot`, for tests and styling), a clicked
 * spot opens the popup on wide screens.
 */
export function MapPanel(props: MapPanelProps) {
  const { enabled, selected, popup, onSelect, onViewChange } = props;
  const { viewRested, markerPressed } = useMapAnalytics();
  const renderPopup = useCallback((spot: MapSpot) => <SpotPopup marker={spot} />, []);
  const onSpotClick = useCallback(
    (spot: MapSpot) => {
      markerPressed(spot);
      onSelect(spot);
    },
    [markerPressed, onSelect],
  );
  const onView = useCallback(
    (view: MapView, fitted: boolean) => {
      viewRested(view);
      onViewChange(view, fitted);
    },
    [viewRested, onViewChange],
  );
  const onPopupClose = useCallback(() => onSelect(null), [onSelect]);
  return (
    <div
      className="absolute inset-0"
      data-highlighted-spot={props.highlightedId ?? undefined}
      data-selected-spot={selected?.objectId}
    >
      {enabled ? (
        <LazyMapView
          view={props.view}
          data={props.data}
          highlightedId={props.highlightedId}
          selectedId={selected?.objectId ?? null}
          renderPopup={popup ? renderPopup : undefined}
          onPopupClose={onPopupClose}
          onViewChange={onView}
          onSpotClick={onSpotClick}
          onLocate={props.onLocate}
          fallback={<MapPlaceholder />}
        />
      ) : (
        <MapPlaceholder />
      )}
    </div>
  );
}
