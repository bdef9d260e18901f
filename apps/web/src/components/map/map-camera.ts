// Types only: the library itself is imported by map-view.tsx alone (docs/architecture.md).
import type { Map as MapLibreMap } from 'maplibre-gl';
import { cameraBounds, cameraView, sameView } from './map-lib.ts';
import type { MapBounds } from './map-types.ts';

/** Carried by the events of the camera moves that fit a view given from outside. */
const FITTED = { dsFitted: true };

export interface CameraWatch {
  /**
   * Shows a view given from outside (the URL), whole, unless the camera shows it already. The
   * camera, not the view last reported: in the middle of a move (a flight to the diver) they
   * differ, and the view asked for wins over the move.
   */
  show(view: MapBounds): void;
  stop(): void;
}

/**
 * Reports every view the camera comes to rest on, once: when the map has loaded, at the end of
 * each move, and when the map is resized. `fitted` says whether the map is still showing a view
 * it was given (made with, or told to `show`) rather than one the diver (or a control, a
 * cluster, the locate button) moved it to.
 *
 * The map follows its box's size here rather than by itself: a box hidden with display: none
 * (a phone showing the list) measures 0 × 0, and MapLibre would shrink the camera to its
 * fallback of 400 × 300 px and report a view the diver never saw.
 */
export function watchCamera(
  map: MapLibreMap,
  container: HTMLElement,
  report: (view: MapBounds, fitted: boolean) => void,
): CameraWatch {
  let last: MapBounds | undefined;
  let given = true;
  const emit = (fitted: boolean) => {
    if (!fitted) given = false;
    last = cameraView(map);
    report(last, given);
  };

  map.once('load', () => emit(given));
  map.on('moveend', (e) => emit((e as { dsFitted?: boolean }).dsFitted === true));
  // Whatever moved the camera, the view it rests on is reported: a move whose end event never
  // came (a listener that throws drops the events still queued) cannot leave the list, the
  // markers and the URL on a view the map has left.
  map.on('idle', () => {
    if (last && !sameView(cameraView(map), last)) emit(false);
  });

  let size = `${container.clientWidth}x${container.clientHeight}`;
  const resized = new ResizeObserver(() => {
    const [width, height] = [container.clientWidth, container.clientHeight];
    if (width === 0 || height === 0 || `${width}x${height}` === size) return;
    size = `${width}x${height}`;
    map.resize();
  });
  resized.observe(container);

  return {
    show(view) {
      if (sameView(view, cameraView(map))) return;
      given = true;
      map.fitBounds(cameraBounds(view), { padding: 0, animate: false }, FITTED);
    },
    stop: () => resized.disconnect(),
  };
}
