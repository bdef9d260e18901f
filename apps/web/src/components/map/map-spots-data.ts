import type { FeatureCollection } from 'geojson';

/**
 * Performance marks of the map (User Timing): the end of each move, the first frame drawn with
 * newly received spots and clusters (`detail.features`: how many), and the frame the map settles
 * on after them. bench:web measures the time from a move's end to its spots being drawn.
 */
export const MOVE_END_MARK = 'map:moveend';
export const SPOTS_DRAWN_MARK = 'map:spots-drawn';
export const SPOTS_SETTLED_MARK = 'map:spots-settled';

/** What showSpots asks of MapLibre's map and GeoJSON source (map-view.tsx owns the library). */
interface SpotsMap {
  getSource(id: string): unknown;
  isSourceLoaded(id: string): boolean;
  on(type: 'render', listener: () => void): unknown;
  off(type: 'render', listener: () => void): unknown;
  once(type: 'idle', listener: () => void): unknown;
  triggerRepaint(): void;
}
interface SpotsSource {
  readonly id: string;
  setData(data: FeatureCollection): Promise<unknown>;
}

/**
 * Hands the spots and clusters to the map's source, and marks the first frame drawn with them,
 * then the frame the map settles on (symbols faded in). Returns what stops the marking, for data
 * replaced before it was drawn.
 */
export function showSpots(
  map: SpotsMap,
  source: SpotsSource,
  data: FeatureCollection,
  count: number,
): () => void {
  const id = source.id;
  let current = true;
  let drawn = false;
  const onRender = () => {
    if (drawn || !map.getSource(id) || !map.isSourceLoaded(id)) return;
    drawn = true;
    map.off('render', onRender);
    performance.mark(SPOTS_DRAWN_MARK, { detail: { features: count } });
    map.once('idle', () => {
      if (current) performance.mark(SPOTS_SETTLED_MARK);
    });
  };
  // Resolves once the worker has the data; its tiles are being rebuilt by then, and each one
  // rebuilt draws a frame. Only tiles already rebuilt need a frame asked for: without a GPU,
  // every frame is read back for the page's compositor, and one drawn early costs the tiles
  // coming after it that long.
  void source.setData(data).then(() => {
    if (!current) return;
    map.on('render', onRender);
    if (map.isSourceLoaded(id)) map.triggerRepaint();
  });
  return () => {
    current = false;
    map.off('render', onRender);
  };
}
