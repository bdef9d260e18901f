import type { MapView as MapBounds } from '@divespot/shared/explore-url';
import type { SpotMapClusterFeature, SpotMapSpotFeature } from '@divespot/shared/spot-map-wire';

/** A map view: the visible bounds in degrees and the zoom (as the /explore URL holds it). */
export type { MapBounds };

/** What a spot marker knows: the properties of a spot feature of `GET /api/spot/map`. */
export type MapSpot = SpotMapSpotFeature['properties'];

/** Several spots drawn as one marker; `expansionZoom` is where it falls apart. */
export type MapCluster = SpotMapClusterFeature['properties'];

export interface MapPointFeature<P extends MapSpot | MapCluster = MapSpot | MapCluster> {
  type: 'Feature';
  id?: number | string;
  geometry: { type: 'Point'; coordinates: readonly number[] };
  properties: P;
}

/** The spots and clusters of a view, as `GET /api/spot/map` answers (extra members allowed). */
export interface MapFeatureCollection {
  type: 'FeatureCollection';
  features: readonly MapPointFeature[];
}

/** A position on the map's canvas in CSS pixels, from its top left corner. */
export interface ScreenPoint {
  x: number;
  y: number;
}
