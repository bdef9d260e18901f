import type { FeatureCollection } from 'geojson';

/**
 * Performance marks of the map (User Timing): the end of each move, the first frame drawn with
 * newly received spots and clusters (`detail.features`: how many markers, `detail.answered`: how
 * many spots and clusters the answer they were drawn from held), and the frame the map settles
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
  /** A property, not a method: holdFrames replaces it on the map for a while. */
  triggerRepaint: () => void;
  isMoving(): boolean;
}
interface SpotsSource {
  readonly id: string;
  setData(data: FeatureCollection): Promise<unknown>;
}

/** The longest the map's frames are held for a source reloading its tiles (see holdFrames). */
export const HOLD_FRAMES_MAX_MS = 300;

/**
 * Holds the frames the map asks for until `ready()` (the spots source has reloaded every tile
 * with new data), then lets one through: MapLibre asks for a frame at each step of a reload (the
 * data in the worker, each tile back), and a frame drawn before the last tile shows the old
 * spots. With a GPU such a frame costs a few milliseconds; drawn in software (a browser without
 * GPU acceleration) it costs 40–140 ms, and the frame with the new spots waits behind it. Frames
 * pass at once while the camera moves, and after HOLD_FRAMES_MAX_MS whatever happens. Returns the
 * release (also what a newer answer calls first).
 */
export function holdFrames(map: SpotsMap, ready: () => boolean): () => void {
  const repaint = map.triggerRepaint;
  let held = false;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearTimeout(timer);
    map.triggerRepaint = repaint;
    if (held) repaint.call(map);
  };
  map.triggerRepaint = () => {
    held = true;
    if (ready() || map.isMoving()) release();
  };
  const timer = setTimeout(release, HOLD_FRAMES_MAX_MS);
  return release;
}

/**
 * Hands the spots and clusters to the map's source, and marks the first frame drawn with them,
 * then the frame the map settles on (symbols faded in); `onDrawn` runs after that first frame.
 * Returns what stops the marking, for data replaced before it was drawn.
 */
export function showSpots(
  map: SpotsMap,
  source: SpotsSource,
  data: FeatureCollection,
  counts: { features: number; answered: number },
  onDrawn?: () => void,
): () => void {
  const id = source.id;
  let current = true;
  let drawn = false;
  const onRender = () => {
    if (drawn || !map.getSource(id) || !map.isSourceLoaded(id)) return;
    drawn = true;
    map.off('render', onRender);
    performance.mark(SPOTS_DRAWN_MARK, { detail: counts });
    onDrawn?.();
    map.once('idle', () => {
      if (current) performance.mark(SPOTS_SETTLED_MARK);
    });
  };
  // The source reads as loaded while the worker's answer fires its events, before it has asked
  // for its tiles again: the frames wait for setData's promise as well.
  let handedOver = false;
  const release = holdFrames(map, () => handedOver && map.isSourceLoaded(id));
  // Resolves once the worker has the data; its tiles are being rebuilt by then.
  void source.setData(data).then(() => {
    if (!current) return;
    handedOver = true;
    map.on('render', onRender);
    if (map.isSourceLoaded(id)) map.triggerRepaint();
  });
  return () => {
    current = false;
    release();
    map.off('render', onRender);
  };
}
