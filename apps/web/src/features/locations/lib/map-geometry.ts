import type { MapMarker } from '@divespot/shared/images';
import type { Bounds } from '@divespot/shared/locations';
import { pagePath, PAGES } from '@divespot/shared/routes';

/** Web Mercator tile size in pixels: the world is 256 × 2^zoom pixels wide. */
const TILE = 256;
/** The static map draws levels 1–12; explore accepts 1–20 (docs/product/validation.md). */
const STATIC_MAX_ZOOM = 12;
const EXPLORE_MAX_ZOOM = 20;
/** Explore's map area on a typical laptop, to pick a zoom that shows the whole place. */
const EXPLORE_VIEW = { width: 1000, height: 700 };

const clampLat = (lat: number) => Math.max(-85, Math.min(85, lat));
const mercatorY = (lat: number) => {
  const rad = (clampLat(lat) * Math.PI) / 180;
  return (1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2;
};
const latFromMercatorY = (y: number) =>
  (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
const wrapLng = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;

/** Longitude width of a box in degrees, across the antimeridian when `west > east`. */
export const lngSpan = (b: Bounds) => (b.east >= b.west ? b.east - b.west : b.east + 360 - b.west);

/** Fractional zoom at which the box fills a `width` × `height` view with `padding` px spare. */
function fitZoomExact(b: Bounds, width: number, height: number, padding: number): number {
  const span = Math.max(lngSpan(b), 1e-6);
  const dy = Math.max(mercatorY(b.south) - mercatorY(b.north), 1e-9);
  const fitX = (width - 2 * padding) / (TILE * (span / 360));
  const fitY = (height - 2 * padding) / (TILE * dy);
  return Math.log2(Math.min(fitX, fitY));
}

/** Centre of the box as the map projects it (the middle of its Mercator extent). */
export function boundsCenter(b: Bounds): MapMarker {
  const y = (mercatorY(b.north) + mercatorY(b.south)) / 2;
  return [latFromMercatorY(y), wrapLng(b.west + lngSpan(b) / 2)];
}

/** Centre and whole zoom for a static map picture of the box. */
export function staticMapView(b: Bounds, width: number, height: number, padding = 24) {
  const zoom = Math.floor(fitZoomExact(b, width, height, padding));
  return { center: boundsCenter(b), zoom: Math.max(1, Math.min(STATIC_MAX_ZOOM, zoom)) };
}

/**
 * Explore's URL bounds must have east > west within ±180° (docs/product/validation.md), so a box across the
 * antimeridian keeps the side holding most of it; a few degrees lost beats an invalid link.
 */
export function exploreBounds(b: Bounds): Bounds {
  if (b.east >= b.west) return b;
  return 180 - b.west >= b.east + 180 ? { ...b, east: 180 } : { ...b, west: -180 };
}

const fixed = (n: number, digits: number) => String(Number(n.toFixed(digits)));

/** `/explore?n=&e=&s=&w=&zoom=` showing the box: bounds to 6 decimals, zoom to 2 (docs/product/limits.md). */
export function exploreHref(bounds: Bounds): string {
  const b = exploreBounds(bounds);
  const zoom = fitZoomExact(b, EXPLORE_VIEW.width, EXPLORE_VIEW.height, 16);
  const q = new URLSearchParams({
    n: fixed(b.north, 6),
    e: fixed(b.east, 6),
    s: fixed(b.south, 6),
    w: fixed(b.west, 6),
    zoom: fixed(Math.max(1, Math.min(EXPLORE_MAX_ZOOM, zoom)), 2),
  });
  return pagePath(PAGES.explore, {}, q);
}
