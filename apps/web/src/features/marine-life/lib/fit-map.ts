import type { MapMarker } from '@divespot/shared/images';

/** Web Mercator tile size in pixels: the world is 256 × 2^zoom pixels wide. */
const TILE = 256;
const MIN_ZOOM = 1;
const MAX_ZOOM = 12;
/** Zoom for a single marker: close enough to see the coast, far enough to recognise it. */
const SINGLE_MARKER_ZOOM = 7;

const mercatorY = (lat: number) => {
  const clamped = Math.max(-85, Math.min(85, lat));
  const rad = (clamped * Math.PI) / 180;
  return (1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2;
};
const latFromMercatorY = (y: number) =>
  (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

/**
 * The narrowest longitude band holding every marker, which may cross the antimeridian (a Fiji
 * to Hawaii species spans 40°, not 340°): west edge and width in degrees.
 */
function lngBand(lngs: readonly number[]): { west: number; span: number } {
  const sorted = [...lngs].sort((a, b) => a - b);
  let gap = 0;
  let west = sorted[0] ?? 0;
  sorted.forEach((lng, i) => {
    const next = i + 1 < sorted.length ? (sorted[i + 1] ?? lng) : (sorted[0] ?? lng) + 360;
    if (next - lng > gap) {
      gap = next - lng;
      west = next > 180 ? next - 360 : next;
    }
  });
  return { west, span: 360 - gap };
}

const wrapLng = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;

/**
 * Centre and whole zoom level at which every marker fits a `width` × `height` map with
 * `padding` pixels to spare on each side (Web Mercator, as the static map draws it).
 */
export function fitMarkers(
  markers: readonly MapMarker[],
  width: number,
  height: number,
  padding = 40,
): { center: MapMarker; zoom: number } {
  if (markers.length === 0) return { center: [15, 0], zoom: MIN_ZOOM };
  const { west, span } = lngBand(markers.map(([, lng]) => lng));
  const ys = markers.map(([lat]) => mercatorY(lat));
  const top = Math.min(...ys);
  const bottom = Math.max(...ys);
  const center: MapMarker = [latFromMercatorY((top + bottom) / 2), wrapLng(west + span / 2)];
  if (span === 0 && top === bottom) return { center, zoom: SINGLE_MARKER_ZOOM };

  const fitX = span > 0 ? (width - 2 * padding) / (TILE * (span / 360)) : Infinity;
  const fitY = bottom > top ? (height - 2 * padding) / (TILE * (bottom - top)) : Infinity;
  const zoom = Math.floor(Math.log2(Math.min(fitX, fitY)));
  return { center, zoom: Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, zoom)) };
}
