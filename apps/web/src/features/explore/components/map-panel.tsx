import type { MapView } from '@divespot/shared/explore-url';
import type { SpotMapCollection, SpotMarkerProperties } from '../lib/map-types.ts';
import { MapPlaceholder } from './map-placeholder.tsx';

interface MapPanelProps {
  /** False until the map is first on screen; its code loads then. */
  enabled: boolean;
  /** The view to show; changes only when the URL asks for another one. */
  view: MapView;
  data: SpotMapCollection | undefined;
  highlightedId: number | null;
  /** The spot whose popup is open (wide screens). */
  selected: SpotMarkerProperties | null;
  onViewChange: (view: MapView) => void;
  onSpotClick: (spot: SpotMarkerProperties | null) => void;
}

/** The map area. Until the interactive map lands, the sea holds its place. */
export function MapPanel(props: MapPanelProps) {
  void props;
  return <MapPlaceholder label="Map" />;
}
