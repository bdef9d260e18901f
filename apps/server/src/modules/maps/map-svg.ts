import { mercatorX, mercatorY, projectedWorld, type ProjectedLine } from './land-geometry.ts';

/** A view of the Mercator world in pixels, as tile maps define it (256 px world at zoom 0). */
export interface MapView {
  center: readonly [lat: number, lng: number];
  zoom: number;
  width: number;
  height: number;
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** Pixel position of a point in the view (x may fall outside for points on another side). */
export function toPixel(view: MapView, lat: number, lng: number): [number, number] {
  const size = 256 * 2 ** view.zoom;
  let dx = (mercatorX(lng) - mercatorX(view.center[1])) * size;
  // Nearest copy of the world: a pin at 179° east next to a centre at 179° west.
  if (dx > size / 2) dx -= size;
  if (dx < -size / 2) dx += size;
  const dy = (mercatorY(lat) - mercatorY(view.center[0])) * size;
  return [view.width / 2 + dx, view.height / 2 + dy];
}

/**
 * SVG path data for the lines in view, in pixels. Each world copy overlapping the view is drawn;
 * points closer than half a pixel to the previous one are dropped (most of them at low zoom).
 *
 * Only what the view shows is written out: a ring's points beyond the view (plus a margin) are
 * clamped to the margin's edge, which leaves the even-odd fill inside the view exactly as it was
 * and collapses each run outside into a few points; a line's runs outside are left out. Without
 * this a country chart repeated every point of a continent's coast (Eurasia at 1:10m) in its SVG
 * four times, and rendering a page of 64 thumbnails held the event loop for seconds.
 */
function pathData(
  lines: ProjectedLine[],
  view: MapView,
  closed: boolean,
): { d: string; inView: number } {
  let inView = 0;
  const size = 256 * 2 ** view.zoom;
  const originX = mercatorX(view.center[1]) * size - view.width / 2;
  const originY = mercatorY(view.center[0]) * size - view.height / 2;
  const margin = 4;
  const [minX, maxX] = [-margin, view.width + margin];
  const [minY, maxY] = [-margin, view.height + margin];
  const parts: string[] = [];
  for (const shift of [-1, 0, 1]) {
    const left = (originX - margin) / size - shift;
    const right = (originX + view.width + margin) / size - shift;
    const top = (originY - margin) / size;
    const bottom = (originY + view.height + margin) / size;
    for (const line of lines) {
      if (line.maxX < left || line.minX > right || line.maxY < top || line.minY > bottom) continue;
      // A ring smaller than a pixel is noise at this zoom.
      if (closed && (line.maxX - line.minX) * size < 1 && (line.maxY - line.minY) * size < 1)
        continue;
      let d = '';
      let lastX = NaN;
      let lastY = NaN;
      // An open line: the point before the current run outside, drawn again on re-entry.
      let wasOutside = false;
      let heldX = NaN;
      let heldY = NaN;
      const n = line.xy.length / 2;
      for (let i = 0; i < n; i++) {
        let x = ((line.xy[i * 2] ?? 0) + shift) * size - originX;
        let y = (line.xy[i * 2 + 1] ?? 0) * size - originY;
        const outside = x < minX || x > maxX || y < minY || y > maxY;
        if (closed) {
          x = Math.min(maxX, Math.max(minX, x));
          y = Math.min(maxY, Math.max(minY, y));
        } else if (outside) {
          if (!wasOutside) {
            // Leaving the view: draw to this first point outside, then stop.
            d += `${d ? 'L' : 'M'}${r1(x)} ${r1(y)}`;
            wasOutside = true;
          }
          [heldX, heldY] = [x, y];
          lastX = NaN;
          continue;
        } else if (wasOutside) {
          // Coming back: start again from the last point outside.
          if (Number.isFinite(heldX)) d += `M${r1(heldX)} ${r1(heldY)}`;
          wasOutside = false;
          [lastX, lastY] = [heldX, heldY];
        }
        if (i > 0 && i < n - 1 && Math.abs(x - lastX) < 0.5 && Math.abs(y - lastY) < 0.5) continue;
        d += `${d ? 'L' : 'M'}${r1(x)} ${r1(y)}`;
        if (!outside) inView++;
        lastX = x;
        lastY = y;
      }
      if (d) parts.push(closed ? `${d}Z` : d);
    }
  }
  return { d: parts.join(''), inView };
}

/** Land (fill with even-odd: lakes are holes) and country borders of a view, as path data. */
export function mapLayers(view: MapView): { land: string; borders: string; coastPoints: number } {
  const world = projectedWorld(view.zoom);
  const land = pathData(world.land, view, true);
  return {
    land: land.d,
    borders: pathData(world.borders, view, false).d,
    // How much coast the view shows: 0 over open water (or deep inland).
    coastPoints: land.inView,
  };
}

/** The largest whole zoom (≤ maxZoom) at which the bounds fit the size with some padding. */
export function zoomToFit(
  bounds: { north: number; east: number; south: number; west: number },
  width: number,
  height: number,
  maxZoom = 12,
): { center: [number, number]; zoom: number } {
  const east = bounds.east < bounds.west ? bounds.east + 360 : bounds.east;
  const dx = mercatorX(east) - mercatorX(bounds.west);
  const dy = Math.abs(mercatorY(bounds.south) - mercatorY(bounds.north));
  const fit = (span: number, px: number) =>
    span > 0 ? Math.log2((px * 0.8) / (256 * span)) : maxZoom;
  const zoom = Math.max(
    1,
    Math.min(maxZoom, Math.floor(Math.min(fit(dx, width), fit(dy, height)))),
  );
  const midY = (mercatorY(bounds.north) + mercatorY(bounds.south)) / 2;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - 2 * midY))) * 180) / Math.PI;
  let lng = (bounds.west + east) / 2;
  if (lng > 180) lng -= 360;
  return { center: [lat, lng], zoom };
}
