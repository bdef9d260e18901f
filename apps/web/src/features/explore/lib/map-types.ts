import type { SpotLevel } from '@divespot/shared/spot-vocabulary';

/**
 * GET /api/spot/map's answer (kept in step with packages/shared/src/spot-map.ts, which replaces
 * these once it lands).
 */

/** A spot marker's properties. */
export interface SpotMarkerProperties {
  kind: 'spot';
  objectId: number;
  name: string;
  urlFullSlug: string;
  level: SpotLevel | null;
  rating: number | null;
  reviewCount: number;
  depthMin: number | null;
  depthMax: number | null;
  /** Activity values, e.g. `wreck`. */
  activityTypes: string[];
  coverImageLink: string;
}

/** Several spots drawn as one; a click zooms to `expansionZoom`. */
export interface ClusterMarkerProperties {
  kind: 'cluster';
  count: number;
  expansionZoom: number;
}

export interface SpotMapFeature {
  type: 'Feature';
  /** The spot id on spot features. */
  id?: number;
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: SpotMarkerProperties | ClusterMarkerProperties;
}

export interface SpotMapCollection {
  type: 'FeatureCollection';
  clustered?: boolean;
  features: SpotMapFeature[];
}
