import { normalizeMapView, type MapView } from '@divespot/shared/explore-url';

/** A box around a single match: about 30 × 50 km. */
const MIN_LAT_SPAN = 0.3;
const MIN_LNG_SPAN = 0.5;

/**
 * The view that shows every point, with a margin: where the map goes when explore opens with a
 * search text but no view (the header's search). Undefined without points. The zoom is an
 * estimate for the marker request; the map reports its own once it has fitted the bounds.
 */
export function viewAround(points: readonly { latitude: number; longitude: number }[]) {
  if (points.length === 0) return undefined;
  const lats = points.map((p) => p.latitude);
  const lngs = points.map((p) => p.longitude);
  let south = Math.min(...lats);
  let north = Math.max(...lats);
  let west = Math.min(...lngs);
  let east = Math.max(...lngs);
  const latPad = Math.max((north - south) * 0.15, (MIN_LAT_SPAN - (north - south)) / 2, 0);
  const lngPad = Math.max((east - west) * 0.15, (MIN_LNG_SPAN - (east - west)) / 2, 0);
  south -= latPad;
  north += latPad;
  west -= lngPad;
  east += lngPad;
  const span = Math.max(east - west, (north - south) * 1.5);
  const zoom = Math.min(Math.max(Math.log2(360 / span) + 1, 1), 16);
  const view: MapView = {
    north: Math.min(north, 85),
    south: Math.max(south, -85),
    west: Math.max(west, -180),
    east: Math.min(east, 180),
    zoom,
  };
  return normalizeMapView(view);
}
