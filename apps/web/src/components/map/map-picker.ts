// Types only: the library itself is imported by map-view.tsx alone (docs/architecture.md).
import type { FeatureCollection, Point } from 'geojson';
import type {
  GeoJSONSource,
  Map as MapLibreMap,
  MapLayerMouseEvent,
  MapLayerTouchEvent,
} from 'maplibre-gl';
import { roundTo } from '@divespot/shared/numbers';
import { wrapLng } from './map-lib.ts';

/** A point on the map, in degrees. */
export interface PickedPoint {
  lat: number;
  lng: number;
}

/** What a map drawing a picker's point answers to. */
export interface PickerLayer {
  /** Draws the point (or none), and brings it into view when it lies outside. */
  show(point: PickedPoint | null): void;
  /** Takes the point, its layer and its handlers away. */
  detach(): void;
}

const SOURCE = 'ds-picked';
const LAYER = 'ds-picked';
/** Six decimals: about 10 cm, finer than any dive site needs. */
const DECIMALS = 6;

const pointOf = (lngLat: { lng: number; lat: number }): PickedPoint => ({
  lat: roundTo(Math.max(-90, Math.min(90, lngLat.lat)), DECIMALS),
  lng: roundTo(wrapLng(lngLat.lng), DECIMALS),
});

const collection = (point: PickedPoint | null): FeatureCollection<Point> => ({
  type: 'FeatureCollection',
  features: point
    ? [
        {
          type: 'Feature',
          properties: {},
          geometry: { type: 'Point', coordinates: [point.lng, point.lat] },
        },
      ]
    : [],
});

/**
 * Makes a map a point picker (the console's content forms): the point is a pin (a circle
 * layer) that a click on the map moves, that can be dragged with a mouse or a finger, and that
 * Enter on the focused map puts at the map's centre. Each of them calls `onPick` once, with the
 * point rounded to six decimals.
 */
export function attachPicker(map: MapLibreMap, onPick: (point: PickedPoint) => void): PickerLayer {
  let current: PickedPoint | null = null;
  const canvas = map.getCanvas();

  map.addSource(SOURCE, { type: 'geojson', data: collection(null) });
  map.addLayer({
    id: LAYER,
    type: 'circle',
    source: SOURCE,
    paint: {
      'circle-radius': 10,
      'circle-color': '#be123c',
      'circle-stroke-width': 3,
      'circle-stroke-color': '#ffffff',
    },
  });
  const draw = (point: PickedPoint | null) =>
    void map.getSource<GeoJSONSource>(SOURCE)?.setData(collection(point));

  const pick = (point: PickedPoint) => {
    current = point;
    draw(point);
    onPick(point);
  };

  // Dragging: the pin follows the pointer, and the point is picked where it is let go.
  let dragged = false;
  const onMove = (e: MapLayerMouseEvent | MapLayerTouchEvent) => {
    dragged = true;
    draw(pointOf(e.lngLat));
  };
  const onUp = (e: MapLayerMouseEvent | MapLayerTouchEvent) => {
    map.off('mousemove', onMove);
    map.off('touchmove', onMove);
    canvas.style.cursor = '';
    if (dragged) pick(pointOf(e.lngLat));
  };
  const onMouseDown = (e: MapLayerMouseEvent) => {
    e.preventDefault(); // the map stays put while the pin moves
    dragged = false;
    canvas.style.cursor = 'grabbing';
    map.on('mousemove', onMove);
    map.once('mouseup', onUp);
  };
  const onTouchStart = (e: MapLayerTouchEvent) => {
    if (e.points.length !== 1) return;
    e.preventDefault();
    dragged = false;
    map.on('touchmove', onMove);
    map.once('touchend', onUp);
  };
  const onClick = (e: { lngLat: { lng: number; lat: number } }) => {
    if (!dragged) pick(pointOf(e.lngLat));
    dragged = false;
  };
  const onEnter = () => (canvas.style.cursor = 'grab');
  const onLeave = () => (canvas.style.cursor = '');
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    pick(pointOf(map.getCenter()));
  };

  map.on('mousedown', LAYER, onMouseDown);
  map.on('touchstart', LAYER, onTouchStart);
  map.on('mouseenter', LAYER, onEnter);
  map.on('mouseleave', LAYER, onLeave);
  map.on('click', onClick);
  canvas.addEventListener('keydown', onKey);

  return {
    show(point) {
      if (point?.lat === current?.lat && point?.lng === current?.lng) return;
      current = point;
      draw(point);
      if (point && !map.getBounds().contains([point.lng, point.lat])) {
        map.easeTo({ center: [point.lng, point.lat] });
      }
    },
    detach() {
      canvas.removeEventListener('keydown', onKey);
      map.off('mousedown', LAYER, onMouseDown);
      map.off('touchstart', LAYER, onTouchStart);
      map.off('mouseenter', LAYER, onEnter);
      map.off('mouseleave', LAYER, onLeave);
      map.off('click', onClick);
      if (map.getLayer(LAYER)) map.removeLayer(LAYER);
      if (map.getSource(SOURCE)) map.removeSource(SOURCE);
    },
  };
}
