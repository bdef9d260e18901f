// Types only: the library itself is imported by map-view.tsx alone (docs/architecture.md).
import type { Map as MapLibreMap, MapGeoJSONFeature } from 'maplibre-gl';
import { TARGET_PX } from './map-declutter.ts';
import { CLUSTER_HALO_PX, PIN_PX, clusterRadius } from './map-layers.ts';
import { wrapLng } from './map-lib.ts';
import type { ScreenPoint } from './map-types.ts';

/**
 * The marker a click or tap at `point` is for: the one whose square (TARGET_PX, or a larger
 * cluster's circle) holds the point, the nearest if two do. A pin's 36 px icon alone is too small
 * a target for a finger; the squares are at least 46 px and never overlap (map-declutter.ts).
 */
export function markerAt(
  map: MapLibreMap,
  point: ScreenPoint,
  layers: string[],
): MapGeoJSONFeature | undefined {
  const reach = TARGET_PX / 2;
  const box: [[number, number], [number, number]] = [
    [point.x - reach, point.y - reach],
    [point.x + reach, point.y + reach],
  ];
  const centre = map.getCenter().lng;
  let best: MapGeoJSONFeature | undefined;
  let nearest = Number.POSITIVE_INFINITY;
  for (const hit of map.queryRenderedFeatures(box, { layers })) {
    if (hit.geometry.type !== 'Point') continue;
    const [lng = 0, lat = 0] = hit.geometry.coordinates;
    // The copy of the point nearest the view's centre, where it is drawn.
    const at = map.project([centre + wrapLng(lng - centre), lat]);
    const count = Number(hit.properties.count);
    const spot = hit.properties.kind === 'spot';
    const half = spot ? TARGET_PX / 2 : Math.max(reach, clusterRadius(count) + CLUSTER_HALO_PX);
    const distance = Math.max(
      Math.abs(at.x - point.x),
      Math.abs(at.y - (spot ? PIN_PX / 2 : 0) - point.y),
    );
    if (distance <= half && distance < nearest) [best, nearest] = [hit, distance];
  }
  return best;
}
