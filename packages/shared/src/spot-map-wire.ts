import { coverImageUrl } from './images.ts';
import type { SpotLevel } from './spot-vocabulary.ts';

/*
 * `GET /api/spot/map` answers with arrays (spot-map.ts has their schema): a third of the bytes of
 * GeoJSON, and a third of the work for the server writing them and the browser reading them.
 * The map draws GeoJSON, built here from the answer. No zod: the explore page loads this.
 */

/** `[id, lng, lat, name, level, rating, reviewCount, depthMin, depthMax, activityTypes]` */
export type SpotMapWireSpot = [
  id: number,
  lng: number,
  lat: number,
  name: string,
  level: SpotLevel | null,
  rating: number | null,
  reviewCount: number,
  depthMin: number | null,
  depthMax: number | null,
  activityTypes: string[],
];

/** `[lng, lat, count, expansionZoom]` */
export type SpotMapWireCluster = [lng: number, lat: number, count: number, expansionZoom: number];

export interface SpotMapWire {
  clustered: boolean;
  spots: SpotMapWireSpot[];
  clusters: SpotMapWireCluster[];
}

interface Point {
  type: 'Point';
  coordinates: [lng: number, lat: number];
}

/** A spot as the map draws it: what its marker, popup and bottom card show. */
export interface SpotMapSpotFeature {
  type: 'Feature';
  /** The spot id (for feature state, e.g. hover). */
  id: number;
  geometry: Point;
  properties: {
    kind: 'spot';
    objectId: number;
    name: string;
    level: SpotLevel | null;
    rating: number | null;
    reviewCount: number;
    depthMin: number | null;
    depthMax: number | null;
    activityTypes: string[];
    coverImageLink: string;
  };
}

/** Several spots drawn as one marker; `expansionZoom` is where it falls apart. */
export interface SpotMapClusterFeature {
  type: 'Feature';
  geometry: Point;
  properties: { kind: 'cluster'; count: number; expansionZoom: number };
}

export type SpotMapFeature = SpotMapSpotFeature | SpotMapClusterFeature;

/** A view's spots and clusters as GeoJSON; `clustered` as the answer says. */
export interface SpotMap {
  type: 'FeatureCollection';
  clustered: boolean;
  features: SpotMapFeature[];
}

/** The answer of `GET /api/spot/map` as GeoJSON: its spots (in its order), then its clusters. */
export function spotMapFromWire(wire: SpotMapWire): SpotMap {
  const features: SpotMapFeature[] = [];
  for (const [id, lng, lat, name, level, rating, reviewCount, min, max, acts] of wire.spots) {
    features.push({
      type: 'Feature',
      id,
      geometry: { type: 'Point', coordinates: [lng, lat] },
      properties: {
        kind: 'spot',
        objectId: id,
        name,
        level,
        rating,
        reviewCount,
        depthMin: min,
        depthMax: max,
        activityTypes: acts,
        coverImageLink: coverImageUrl('spot', id),
      },
    });
  }
  for (const [lng, lat, count, expansionZoom] of wire.clusters) {
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [lng, lat] },
      properties: { kind: 'cluster', count, expansionZoom },
    });
  }
  return { type: 'FeatureCollection', clustered: wire.clustered, features };
}
