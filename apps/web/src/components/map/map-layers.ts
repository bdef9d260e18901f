// Types only: the library itself is imported by map-view.tsx alone (docs/architecture.md).
import type { ExpressionSpecification, FilterSpecification, LayerSpecification } from 'maplibre-gl';
import { COUNT_IMAGE_PREFIX } from './map-images.ts';

/** Our sources and layers carry this prefix, so they never clash with a hosted style's. */
export const SPOTS_SOURCE = 'ds-spots';
/** The highlighted and selected spots, drawn again above the rest with the active pin. */
export const ACTIVE_SOURCE = 'ds-active';

export const SPOT_LAYERS = ['ds-spots', 'ds-spot-active'];
export const CLUSTER_LAYERS = ['ds-clusters', 'ds-cluster-count'];

/** Clusters are teal: the sea's colour, deepened, so they read as "many spots here". */
const CLUSTER = { fill: '#0f766e', halo: '#14b8a6', ring: '#ffffff' };

/** A spot pin's size on screen (its 72 px icon at half size), standing on its tip. */
export const PIN_PX = 36;
/** The translucent ring around a cluster's circle, beyond its radius. */
export const CLUSTER_HALO_PX = 6;
/** A cluster's radius by its count: from 1, 10, 100 and 1,000 spots. */
const CLUSTER_RADII: readonly (readonly [number, number])[] = [
  [1, 14],
  [10, 17],
  [100, 21],
  [1000, 25],
];

/** The radius the cluster layer draws a cluster of `count` spots with, in CSS px. */
export function clusterRadius(count: number): number {
  let radius = CLUSTER_RADII[0]![1];
  for (const [from, r] of CLUSTER_RADII) if (count >= from) radius = r;
  return radius;
}

const isCluster: FilterSpecification = ['==', ['get', 'kind'], 'cluster'];
const isSpot: FilterSpecification = ['==', ['get', 'kind'], 'spot'];
const radiusByCount: ExpressionSpecification = [
  'step',
  ['get', 'count'],
  clusterRadius(1),
  ...CLUSTER_RADII.slice(1).flat(),
];
/** Pins shrink a little at world zooms, where they crowd. */
const pinScale = (active: boolean): ExpressionSpecification => [
  'interpolate',
  ['linear'],
  ['zoom'],
  1,
  active ? 1 : 0.8,
  6,
  active ? 1.25 : 1,
];
const pinImage = (suffix: string): ExpressionSpecification => [
  'concat',
  'spot-',
  ['coalesce', ['get', 'level'], 'unknown'],
  suffix,
];

/** The spot and cluster layers, drawn above whatever basemap the style has. */
export function spotLayers(): LayerSpecification[] {
  return [
    {
      id: 'ds-cluster-halo',
      type: 'circle',
      source: SPOTS_SOURCE,
      filter: isCluster,
      paint: {
        'circle-color': CLUSTER.halo,
        'circle-opacity': 0.28,
        'circle-radius': ['+', radiusByCount, CLUSTER_HALO_PX],
      },
    },
    {
      id: 'ds-clusters',
      type: 'circle',
      source: SPOTS_SOURCE,
      filter: isCluster,
      paint: {
        'circle-color': CLUSTER.fill,
        'circle-radius': radiusByCount,
        'circle-stroke-color': CLUSTER.ring,
        'circle-stroke-width': 2,
      },
    },
    {
      id: 'ds-cluster-count',
      type: 'symbol',
      source: SPOTS_SOURCE,
      filter: isCluster,
      layout: {
        'icon-image': ['concat', COUNT_IMAGE_PREFIX, ['get', 'label']],
        'icon-allow-overlap': true,
        'icon-ignore-placement': true,
      },
    },
    {
      id: 'ds-spots',
      type: 'symbol',
      source: SPOTS_SOURCE,
      filter: isSpot,
      layout: {
        'icon-image': pinImage(''),
        'icon-size': pinScale(false),
        'icon-anchor': 'bottom',
        'icon-allow-overlap': true,
        'icon-ignore-placement': true,
      },
    },
    {
      id: 'ds-spot-active',
      type: 'symbol',
      source: ACTIVE_SOURCE,
      layout: {
        'icon-image': pinImage('-active'),
        'icon-size': pinScale(true),
        'icon-anchor': 'bottom',
        'icon-allow-overlap': true,
        'icon-ignore-placement': true,
      },
    },
  ];
}
