import { clamp, roundTo as round } from '@divespot/shared/numbers';
import { BOUNDS_DECIMALS, MAX_ZOOM, MIN_ZOOM, ZOOM_DECIMALS } from '@divespot/shared/explore-url';
import type {
  MapBounds,
  MapCluster,
  MapFeatureCollection,
  MapPointFeature,
  MapSpot,
} from './map-types.ts';

/** A longitude moved by whole turns into [-180°, 180°). */
export const wrapLng = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;

/**
 * The view of MapLibre's visible bounds (which run past ±180° where the world repeats): edges
 * wrapped into -180..180, so a view across the antimeridian has `east` < `west`, and a view of
 * the whole width is -180..180. Rounded as the URL keeps them (bounds 6 decimals, zoom 2).
 */
export function viewFromBounds(
  b: { west: number; east: number; south: number; north: number },
  zoom: number,
): MapBounds {
  const whole = b.east - b.west >= 360;
  const west = whole ? -180 : round(wrapLng(b.west), BOUNDS_DECIMALS);
  let east = whole ? 180 : round(wrapLng(b.east), BOUNDS_DECIMALS);
  // An east edge on the antimeridian is 180°, not -180°.
  if (east === -180) east = 180;
  return {
    north: round(clamp(b.north, -90, 90), BOUNDS_DECIMALS),
    east,
    south: round(clamp(b.south, -90, 90), BOUNDS_DECIMALS),
    west,
    zoom: round(clamp(zoom, MIN_ZOOM, MAX_ZOOM), ZOOM_DECIMALS),
  };
}

/** What a map's camera shows now (its visible bounds and zoom), as the URL keeps a view. */
export function cameraView(map: {
  getBounds(): { getWest(): number; getEast(): number; getSouth(): number; getNorth(): number };
  getZoom(): number;
}): MapBounds {
  const b = map.getBounds();
  return viewFromBounds(
    { west: b.getWest(), east: b.getEast(), south: b.getSouth(), north: b.getNorth() },
    map.getZoom(),
  );
}

/** The view's corners for fitting the camera: `[[west, south], [east, north]]`, east > west. */
export function cameraBounds(view: MapBounds): [[number, number], [number, number]] {
  const east = view.east <= view.west ? view.east + 360 : view.east;
  return [
    [view.west, view.south],
    [east, view.north],
  ];
}

/** Same view once rounded as the URL keeps it (a view the map itself reported comes back). */
export function sameView(a: MapBounds, b: MapBounds): boolean {
  const eq = (x: number, y: number, d: number) => round(x, d) === round(y, d);
  return (
    eq(a.north, b.north, BOUNDS_DECIMALS) &&
    eq(a.south, b.south, BOUNDS_DECIMALS) &&
    eq(a.east, b.east, BOUNDS_DECIMALS) &&
    eq(a.west, b.west, BOUNDS_DECIMALS) &&
    eq(a.zoom, b.zoom, ZOOM_DECIMALS)
  );
}

/** A cluster's count as its marker shows it: 7, 340, 1.2k, 12k, 1.3M. */
export function clusterLabel(count: number): string {
  const short = (n: number, unit: string) =>
    `${n < 10 ? (Math.floor(n * 10) / 10).toString() : Math.floor(n).toString()}${unit}`;
  if (count < 1000) return String(count);
  if (count < 1_000_000) return short(count / 1000, 'k');
  return short(count / 1_000_000, 'M');
}

export type SpotFeature = MapPointFeature<MapSpot>;
export type ClusterFeature = MapPointFeature<MapCluster>;
export type AnyFeature = MapPointFeature;

export const isSpot = (f: AnyFeature): f is SpotFeature => f.properties.kind === 'spot';

export const lngLatOf = (f: AnyFeature): [number, number] => [
  f.geometry.coordinates[0] ?? 0,
  f.geometry.coordinates[1] ?? 0,
];

/**
 * The features inside MapLibre's visible bounds (unwrapped: west may be below -180°), nearest
 * to the centre first: the order a keyboard user meets them in.
 */
export function featuresInView(
  data: MapFeatureCollection | undefined,
  b: { west: number; east: number; south: number; north: number },
): AnyFeature[] {
  if (!data) return [];
  const whole = b.east - b.west >= 360;
  const centreLng = (b.west + b.east) / 2;
  const centreLat = (b.south + b.north) / 2;
  const inView: { f: AnyFeature; d: number }[] = [];
  for (const f of data.features) {
    const [lng, lat] = lngLatOf(f);
    if (lat < b.south || lat > b.north) continue;
    // The copy of the point nearest the centre of the view.
    const x = centreLng + wrapLng(lng - centreLng);
    if (!whole && (x < b.west || x > b.east)) continue;
    inView.push({ f, d: (x - centreLng) ** 2 + (lat - centreLat) ** 2 });
  }
  return inView.sort((a, z) => a.d - z.d).map(({ f }) => f);
}
