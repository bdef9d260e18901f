// Types only: the library itself is imported by map-view.tsx alone (docs/architecture.md).
import type { FeatureCollection, Polygon } from 'geojson';
import type { ExpressionSpecification, GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { spotLayers } from './map-layers.ts';

/** Shaded areas: polygons, each with a `weight` from 0 (faint) to 1 (strongest). */
export type MapAreaCollection = FeatureCollection<Polygon, { weight: number }>;

const AREAS_SOURCE = 'ds-areas';
const AREAS_LAYER = 'ds-areas';

/** Pale sky blue for the least, through amber, to deep red for the most. */
const fillByWeight: ExpressionSpecification = [
  'interpolate',
  ['linear'],
  ['get', 'weight'],
  0,
  '#7dd3fc',
  0.5,
  '#f59e0b',
  1,
  '#b91c1c',
];

/**
 * Draws the areas as a fill layer under the markers (once the style has loaded, and again after
 * a style change), or takes them away when there are none.
 */
export function showAreas(map: MapLibreMap, areas: MapAreaCollection | undefined): void {
  const source = map.getSource<GeoJSONSource>(AREAS_SOURCE);
  if (!areas) {
    if (map.getLayer(AREAS_LAYER)) map.removeLayer(AREAS_LAYER);
    if (source) map.removeSource(AREAS_SOURCE);
    return;
  }
  if (source) {
    void source.setData(areas);
    return;
  }
  map.addSource(AREAS_SOURCE, { type: 'geojson', data: areas });
  const below = spotLayers().find((layer) => map.getLayer(layer.id))?.id;
  map.addLayer(
    {
      id: AREAS_LAYER,
      type: 'fill',
      source: AREAS_SOURCE,
      paint: { 'fill-color': fillByWeight, 'fill-opacity': 0.55, 'fill-outline-color': '#7f1d1d' },
    },
    below,
  );
}
