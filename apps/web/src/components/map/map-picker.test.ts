import type { Map as MapLibreMap } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { attachPicker, type PickedPoint } from './map-picker.ts';

type Handler = (e: never) => void;

/**
 * Stands in for a MapLibre map at the surface the picker uses: its events are fired by hand
 * (`fire('click', …)`, with a layer for the pin's own), its canvas is a plain event target.
 */
function fakeMap() {
  const handlers: { type: string; layer?: string; fn: Handler; once?: boolean }[] = [];
  const drawn: unknown[] = [];
  const layers = new Set<string>();
  const sources = new Set<string>();
  const eased: unknown[] = [];
  const canvas = Object.assign(new EventTarget(), { style: { cursor: '' } });
  const add = (type: string, a: string | Handler, b?: Handler, once = false) =>
    handlers.push(typeof a === 'string' ? { type, layer: a, fn: b!, once } : { type, fn: a, once });
  const map = {
    getCanvas: () => canvas,
    addSource: (id: string) => sources.add(id),
    addLayer: (layer: { id: string }) => layers.add(layer.id),
    getLayer: (id: string) => (layers.has(id) ? { id } : undefined),
    getSource: (id: string) =>
      sources.has(id) ? { setData: (data: unknown) => drawn.push(data) } : undefined,
    removeLayer: (id: string) => layers.delete(id),
    removeSource: (id: string) => sources.delete(id),
    on: (type: string, a: string | Handler, b?: Handler) => add(type, a, b),
    once: (type: string, a: Handler) => add(type, a, undefined, true),
    off: (type: string, a: string | Handler, b?: Handler) => {
      const fn = typeof a === 'string' ? b : a;
      const i = handlers.findIndex((h) => h.type === type && h.fn === fn);
      if (i >= 0) handlers.splice(i, 1);
    },
    getCenter: () => ({ lng: 190.5, lat: 10 }),
    getBounds: () => ({
      contains: ([lng, lat]: [number, number]) => Math.abs(lng) < 10 && Math.abs(lat) < 10,
    }),
    easeTo: (options: unknown) => eased.push(options),
  };
  const fire = (type: string, event: object, layer?: string) => {
    for (const h of handlers.filter((x) => x.type === type && x.layer === layer)) {
      if (h.once) handlers.splice(handlers.indexOf(h), 1);
      h.fn({ preventDefault: () => undefined, points: [{}], ...event } as never);
    }
  };
  const shown = () =>
    (drawn.at(-1) as { features: { geometry: { coordinates: number[] } }[] }).features.map(
      (f) => f.geometry.coordinates,
    );
  return { map: map as unknown as MapLibreMap, fire, canvas, shown, eased, layers, handlers };
}

describe('a map that picks a point', () => {
  it('picks where the map is clicked, rounded to six decimals', () => {
    const { map, fire, shown } = fakeMap();
    const picked: PickedPoint[] = [];
    attachPicker(map, (p) => picked.push(p));
    fire('click', { lngLat: { lng: 33.92061234, lat: 27.81419999 } });
    expect(picked).toEqual([{ lat: 27.8142, lng: 33.920612 }]);
    expect(shown()).toEqual([[33.920612, 27.8142]]);
  });

  it('follows a drag of the pin and picks where it is let go, once', () => {
    const { map, fire, shown } = fakeMap();
    const picked: PickedPoint[] = [];
    attachPicker(map, (p) => picked.push(p));
    fire('mousedown', {}, 'ds-picked');
    fire('mousemove', { lngLat: { lng: 1, lat: 1 } });
    expect(shown()).toEqual([[1, 1]]);
    expect(picked).toEqual([]);
    fire('mouseup', { lngLat: { lng: 2, lat: 3 } });
    fire('click', { lngLat: { lng: 2, lat: 3 } });
    expect(picked).toEqual([{ lat: 3, lng: 2 }]);
    // The drag is over: moving the mouse no longer moves the pin.
    fire('mousemove', { lngLat: { lng: 5, lat: 5 } });
    expect(shown()).toEqual([[2, 3]]);
  });

  it('puts the point at the centre on Enter, its longitude wrapped', () => {
    const { map, canvas } = fakeMap();
    const picked: PickedPoint[] = [];
    attachPicker(map, (p) => picked.push(p));
    canvas.dispatchEvent(Object.assign(new Event('keydown'), { key: 'ArrowUp' }));
    expect(picked).toEqual([]);
    canvas.dispatchEvent(Object.assign(new Event('keydown'), { key: 'Enter' }));
    expect(picked).toEqual([{ lat: 10, lng: -169.5 }]);
  });

  it('shows a point given from outside, moving the map to it when out of view', () => {
    const { map, shown, eased } = fakeMap();
    const picker = attachPicker(map, () => undefined);
    picker.show({ lat: 1, lng: 2 });
    expect(shown()).toEqual([[2, 1]]);
    expect(eased).toEqual([]);
    picker.show({ lat: 45, lng: 2 });
    expect(eased).toEqual([{ center: [2, 45] }]);
    picker.show(null);
    expect(shown()).toEqual([]);
  });

  it('takes its layer and handlers away when detached', () => {
    const { map, fire, canvas, layers, handlers } = fakeMap();
    const picked: PickedPoint[] = [];
    attachPicker(map, (p) => picked.push(p)).detach();
    fire('click', { lngLat: { lng: 1, lat: 1 } });
    canvas.dispatchEvent(Object.assign(new Event('keydown'), { key: 'Enter' }));
    expect(picked).toEqual([]);
    expect(layers.size).toBe(0);
    expect(handlers).toEqual([]);
  });
});
