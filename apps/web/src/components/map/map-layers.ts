// Types only: the library itself is imported by map-view.tsx alone (DESIGN §1).
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

const isCluster: FilterSpecification = ['==', ['get', 'kind'], 'cluster'];
const isSpot: FilterSpecification = ['==', ['get', 'kind'], 'spot'];
const clusterRadius: ExpressionSpecification = [
  'step',
  ['get', 'count'],
  14,
  10,
  17,
  100,
  21,
  1000,
  25,
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
        'circle-radius': ['+', clusterRadius, 6],
      },
    },
    {
      id: 'ds-clusters',
      type: 'circle',
      source: SPOTS_SOURCE,
      filter: isCluster,
      paint: {
        'circle-color': CLUSTER.fill,
        'circle-radius': clusterRadius,
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
