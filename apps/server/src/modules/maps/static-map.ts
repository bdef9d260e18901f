import { mapLayers, toPixel, type MapView } from './map-svg.ts';

const SEA = '#a5d4ec';
const LAND = '#f4ecd8';
const COAST = '#d8c9a3';
const BORDER = '#bda98a';
const PIN = '#e0475b';

/** A map pin with its point at x, y: a teardrop with a white dot and a soft shadow. */
function pin(x: number, y: number, scale: number): string {
  const t = `translate(${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10}) scale(${scale})`;
  return `<g transform="${t}"><ellipse cx="0" cy="0" rx="6" ry="2.5" fill="#0f172a" opacity="0.25"/>
<path d="M0 0 C-3 -8 -11 -13 -11 -21 A11 11 0 1 1 11 -21 C11 -13 3 -8 0 0 Z" fill="${PIN}" stroke="#ffffff" stroke-width="2"/>
<circle cx="0" cy="-21" r="4" fill="#ffffff"/></g>`;
}

/** The static map as SVG: sea, Natural Earth land, thin borders and pins. */
export function staticMapSvg(
  view: MapView,
  markers: readonly (readonly [number, number])[],
): string {
  const { land, borders } = mapLayers(view);
  // Many pins shrink a little so that clusters stay readable.
  const scale = markers.length > 20 ? 0.7 : 1;
  const pins = markers
    .map(([lat, lng]) => toPixel(view, lat, lng))
    .filter(([x, y]) => x > -20 && x < view.width + 20 && y > -10 && y < view.height + 40)
    .sort((a, b) => a[1] - b[1])
    .map(([x, y]) => pin(x, y, scale))
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${view.width}" height="${view.height}" viewBox="0 0 ${view.width} ${view.height}">
<rect width="100%" height="100%" fill="${SEA}"/>
<path d="${land}" fill="${LAND}" fill-rule="evenodd" stroke="${COAST}" stroke-width="1" stroke-linejoin="round"/>
<path d="${borders}" fill="none" stroke="${BORDER}" stroke-width="0.8" stroke-dasharray="3 2" stroke-linejoin="round"/>
${pins}</svg>`;
}
