import { mapLayers, zoomToFit } from '../../maps/map-svg.ts';
import { f, Random } from './random.ts';

const CHARTS = [
  { sea: '#0f3b5f', deep: '#0a2a45', land: '#f2e6c9', coast: '#ffffff', grid: '#7fb3d5' },
  { sea: '#114e60', deep: '#0b3441', land: '#f6edd9', coast: '#e8fbff', grid: '#80cbc4' },
  { sea: '#1d3557', deep: '#13233b', land: '#f1e3c6', coast: '#fefae0', grid: '#8fb0d8' },
];

/** A compass rose: an eight-pointed star in two tones. */
function compass(x: number, y: number, size: number, light: string, dark: string): string {
  const points = (r: number, a0: number) =>
    Array.from({ length: 4 }, (_, i) => {
      const a = a0 + (i * Math.PI) / 2;
      const b = a + Math.PI / 4;
      return `M0 0 L${f(Math.cos(a) * r)} ${f(Math.sin(a) * r)} L${f(Math.cos(b) * r * 0.22)} ${f(Math.sin(b) * r * 0.22)} Z`;
    }).join('');
  return `<g transform="translate(${f(x)} ${f(y)})" opacity="0.85">
<circle r="${f(size * 0.78)}" fill="none" stroke="${light}" stroke-width="1.5" stroke-dasharray="2 4"/>
<path d="${points(size * 0.62, Math.PI / 4)}" fill="${dark}" stroke="${light}" stroke-width="1"/>
<path d="${points(size, -Math.PI / 2)}" fill="${light}"/></g>`;
}

/** A chart's position mark: a ring with a dot, where the place lies in open water. */
function mark(x: number, y: number, r: number, color: string): string {
  return `<g fill="none" stroke="${color}" stroke-width="${f(r * 0.18)}"><circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 1.9)}" stroke-opacity="0.4" stroke-dasharray="${f(r * 0.4)} ${f(r * 0.3)}"/></g><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.3)}" fill="${color}"/>`;
}

/**
 * A nautical chart of a country or region: its real coast (Natural Earth) on deep water,
 * echo-sounding contour rings along the shore, a grid and a compass rose.
 */
export function chartScene(
  seed: string,
  bounds: { north: number; east: number; south: number; west: number },
  width: number,
  height: number,
): string {
  const r = new Random(seed);
  const c = r.pick(CHARTS);
  const fit = zoomToFit(bounds, width, height, 10);
  const center = fit.center;
  // Offshore reefs are not on a 1:10m coast: step back until some shore is in sight.
  let zoom = fit.zoom;
  let layers = mapLayers({ center, zoom, width, height });
  while (layers.coastPoints < 12 && zoom > Math.max(1, fit.zoom - 5)) {
    zoom -= 1;
    layers = mapLayers({ center, zoom, width, height });
  }
  const { land, borders } = layers;
  const stepped = zoom < fit.zoom;
  const step = Math.max(width, height) / 8;
  let grid = '';
  for (let x = step / 2; x < width; x += step) grid += `M${f(x)} 0 V${height}`;
  for (let y = step / 2; y < height; y += step) grid += `M0 ${f(y)} H${width}`;
  const rings = [22, 14, 7]
    .map(
      (w, i) =>
        `<path d="${land}" fill="none" stroke="${c.grid}" stroke-opacity="${0.12 + i * 0.08}" stroke-width="${w * (Math.min(width, height) / 500)}" stroke-linejoin="round"/>`,
    )
    .join('');
  const size = Math.min(width, height) * 0.12;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><radialGradient id="sea" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="${c.sea}"/><stop offset="1" stop-color="${c.deep}"/></radialGradient></defs>
<rect width="100%" height="100%" fill="url(#sea)"/>
<path d="${grid}" stroke="${c.grid}" stroke-opacity="0.18" stroke-width="1"/>
${rings}
<path d="${land}" fill="${c.land}" fill-rule="evenodd" stroke="${c.coast}" stroke-width="1.2"/>
<path d="${borders}" fill="none" stroke="#b8a27c" stroke-width="1" stroke-dasharray="4 3"/>
${stepped ? mark(width / 2, height / 2, size * 0.4, c.land) : ''}
${compass(width - size * 1.3, height - size * 1.3, size, c.land, c.deep)}
<rect x="6" y="6" width="${width - 12}" height="${height - 12}" fill="none" stroke="${c.land}" stroke-opacity="0.5" stroke-width="2"/></svg>`;
}
