import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeatureCollection } from 'geojson';
import { HOLD_FRAMES_MAX_MS, showSpots, SPOTS_DRAWN_MARK } from './map-spots-data.ts';

const SOURCE = 'spots';
const DATA: FeatureCollection = { type: 'FeatureCollection', features: [] };

/**
 * A map and a GeoJSON source that go through a reload the way MapLibre's do: setData's worker
 * answer fires the source's events while the source already reads as loaded (each event asks
 * for a frame), then its tiles reload one by one (each asks for a frame), and setData's promise
 * resolves after the events. Frames asked of the map's own triggerRepaint are counted; `frame()`
 * draws one (its 'render' event).
 */
class FakeMap {
  framesAsked = 0;
  moving = false;
  loaded = true;
  #render = new Set<() => void>();
  #idle: (() => void)[] = [];

  triggerRepaint(): void {
    this.framesAsked++;
  }
  isMoving() {
    return this.moving;
  }
  getSource(id: string) {
    return id === SOURCE ? {} : undefined;
  }
  isSourceLoaded() {
    return this.loaded;
  }
  on(_type: 'render', listener: () => void) {
    this.#render.add(listener);
  }
  off(_type: 'render', listener: () => void) {
    this.#render.delete(listener);
  }
  once(_type: 'idle', listener: () => void) {
    this.#idle.push(listener);
  }
  frame() {
    for (const listener of [...this.#render]) listener();
    for (const listener of this.#idle.splice(0)) listener();
  }
}

function fakeSource(map: FakeMap) {
  let answer = () => {};
  const source = {
    id: SOURCE,
    setData: () =>
      new Promise<void>((resolve) => {
        answer = () => {
          // The worker's answer: 'metadata' and 'content' events, then tiles asked again.
          map.triggerRepaint();
          map.triggerRepaint();
          map.loaded = false;
          resolve();
        };
      }),
  };
  return { source, answer: () => answer() };
}

/** A tile back from the worker; the last one leaves the source loaded. */
function tileLoaded(map: FakeMap, last: boolean) {
  if (last) map.loaded = true;
  map.triggerRepaint();
}

const drawnMarks = () => performance.getEntriesByName(SPOTS_DRAWN_MARK).length;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('showSpots', () => {
  beforeEach(() => performance.clearMarks());
  afterEach(() => vi.useRealTimers());

  it('asks for one frame, once the last tile has its new spots, and marks it', async () => {
    const map = new FakeMap();
    const { source, answer } = fakeSource(map);
    const onDrawn = vi.fn();
    showSpots(map, source, DATA, { features: 12, answered: 14 }, onDrawn);
    answer();
    await settle();
    tileLoaded(map, false);
    tileLoaded(map, false);
    expect(map.framesAsked).toBe(0);
    tileLoaded(map, true);
    expect(map.framesAsked).toBe(1);
    map.frame();
    expect(drawnMarks()).toBe(1);
    expect(onDrawn).toHaveBeenCalledTimes(1);
    // The map's own triggerRepaint is back.
    map.triggerRepaint();
    expect(map.framesAsked).toBe(2);
  });

  it('asks for its frame at once when no tile needed reloading', async () => {
    const map = new FakeMap();
    const source = { id: SOURCE, setData: () => Promise.resolve() };
    showSpots(map, source, DATA, { features: 0, answered: 0 });
    await settle();
    expect(map.framesAsked).toBe(1);
    map.frame();
    expect(drawnMarks()).toBe(1);
  });

  it('lets frames through while the camera moves', async () => {
    const map = new FakeMap();
    const { source, answer } = fakeSource(map);
    showSpots(map, source, DATA, { features: 3, answered: 3 });
    answer();
    await settle();
    map.moving = true;
    map.triggerRepaint();
    expect(map.framesAsked).toBe(1);
    map.triggerRepaint();
    expect(map.framesAsked).toBe(2);
  });

  it('lets frames through after HOLD_FRAMES_MAX_MS whatever the tiles do', async () => {
    vi.useFakeTimers();
    const map = new FakeMap();
    const { source, answer } = fakeSource(map);
    showSpots(map, source, DATA, { features: 3, answered: 3 });
    answer();
    await vi.advanceTimersByTimeAsync(HOLD_FRAMES_MAX_MS - 1);
    expect(map.framesAsked).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(map.framesAsked).toBe(1);
  });

  it('data replaced before it was drawn: frames flow again, and it is not marked', async () => {
    const map = new FakeMap();
    const { source, answer } = fakeSource(map);
    const stop = showSpots(map, source, DATA, { features: 3, answered: 3 });
    answer();
    await settle();
    stop();
    // The frame held for the replaced data is asked for now.
    expect(map.framesAsked).toBe(1);
    tileLoaded(map, true);
    map.frame();
    expect(drawnMarks()).toBe(0);
    expect(map.framesAsked).toBe(2);
  });
});
