/**
 * The offline basemap as a MapLibre style (version 8): a calm sea, warm land, a pale band of
 * shallows along the coast, hairline coasts and dashed borders. Muted on purpose, so the level
 * colours of the dive-spot pins and the teal clusters carry the map. No text or icons: offline
 * there is no glyph or sprite server, so the style names neither.
 */

export const BASEMAP_COLORS = {
  sea: '#cfe6f0',
  shallows: '#e4f2f7',
  land: '#f7f4ec',
  coast: '#9cbfcf',
  border: '#b5a993',
} as const;

const ATTRIBUTION =
  '<a href="https://www.naturalearthdata.com/" target="_blank" rel="noopener">Natural Earth</a>';

/** Widths grow with zoom: `stops` are [zoom, px] pairs, eased exponentially. */
const byZoom = (...stops: [number, number][]) => [
  'interpolate',
  ['exponential', 1.4],
  ['zoom'],
  ...stops.flat(),
];

/** The style, with absolute URLs of its two GeoJSON sources (each with its version). */
export function basemapStyle(sources: { land: string; borders: string }) {
  const coast = ['==', ['get', 'coast'], true];
  return {
    version: 8,
    name: 'DiveSpot offline basemap',
    metadata: { 'divespot:source': 'Natural Earth 1:50m via world-atlas 2.0.2' },
    sources: {
      land: { type: 'geojson', data: sources.land, attribution: ATTRIBUTION, maxzoom: 9 },
      borders: { type: 'geojson', data: sources.borders, maxzoom: 9 },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': BASEMAP_COLORS.sea } },
      {
        // Drawn under the land, so only its sea side shows: a soft band of shallow water.
        id: 'shallows',
        type: 'line',
        source: 'land',
        filter: coast,
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: {
          'line-color': BASEMAP_COLORS.shallows,
          'line-width': byZoom([1, 2], [5, 7], [9, 16], [14, 36]),
          'line-blur': byZoom([1, 1], [5, 4], [9, 9], [14, 20]),
        },
      },
      {
        id: 'land',
        type: 'fill',
        source: 'land',
        // The coast lines of pieces cut at ±180° share the source; only polygons are filled.
        filter: ['in', ['geometry-type'], ['literal', ['Polygon', 'MultiPolygon']]],
        paint: { 'fill-color': BASEMAP_COLORS.land, 'fill-antialias': true },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        layout: { 'line-join': 'round' },
        paint: {
          'line-color': BASEMAP_COLORS.border,
          'line-width': byZoom([1, 0.5], [5, 0.9], [10, 1.4], [14, 1.8]),
          'line-opacity': ['interpolate', ['linear'], ['zoom'], 1, 0.55, 4, 0.9],
          'line-dasharray': [3, 2],
        },
      },
      {
        id: 'coast',
        type: 'line',
        source: 'land',
        filter: coast,
        layout: { 'line-join': 'round' },
        paint: {
          'line-color': BASEMAP_COLORS.coast,
          'line-width': byZoom([1, 0.5], [5, 0.8], [10, 1.2], [14, 1.6]),
        },
      },
    ],
  };
}
