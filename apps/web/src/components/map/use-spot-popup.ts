// Types only: the library itself is imported by map-view.tsx alone (docs/architecture.md).
import type { Map as MapLibreMap, Popup } from 'maplibre-gl';
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';

interface SpotPopupOptions {
  mapRef: RefObject<MapLibreMap | null>;
  /** False until the map has a style. */
  ready: boolean;
  /** Where the popup points, or null for no popup. */
  at: [number, number] | null;
  /** Its accessible name (the spot's). */
  name: string;
  createPopup: () => Popup;
  /** The user closed it (close button, Escape, a click on the map). */
  onClose: () => void;
}

/** Room kept between an opened popup and the map's edges. */
const POPUP_MARGIN_PX = 12;

/**
 * How far the map must pan for `popup` to show whole ([0, 0] when it does): inside the map with a
 * margin, and above the attribution in the bottom corner.
 */
function panToShow(popup: Popup, map: MapLibreMap): [number, number] {
  const box = popup.getElement().getBoundingClientRect();
  const container = map.getContainer();
  const frame = container.getBoundingClientRect();
  const corner = container.querySelector('.maplibregl-ctrl-bottom-right')?.getBoundingClientRect();
  const bottom = corner && corner.height > 0 ? Math.min(frame.bottom, corner.top) : frame.bottom;
  const shift = (start: number, end: number, min: number, max: number) => {
    const [low, high] = [min + POPUP_MARGIN_PX, max - POPUP_MARGIN_PX];
    // Too big to show whole: its top (or left) edge shows.
    if (end - start > high - low || start < low) return start - low;
    return end > high ? end - high : 0;
  };
  return [
    shift(box.left, box.right, frame.left, frame.right),
    shift(box.top, box.bottom, frame.top, bottom),
  ];
}

/**
 * A MapLibre popup that follows `at`, with a host element the caller portals its contents into.
 * Focus goes into it on opening and, when the user closes it, back to where it came from (the
 * list button that opened it) or else to the map. While it opens and its contents arrive, the map
 * pans as needed to show it whole.
 */
export function useSpotPopup({ mapRef, ready, at, name, createPopup, onClose }: SpotPopupOptions) {
  const [host] = useState(() => document.createElement('div'));
  const popupRef = useRef<Popup | null>(null);
  const removingRef = useRef(false);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  const closed = useEffectEvent(() => {
    const back = returnFocusRef.current;
    returnFocusRef.current = null;
    // Our own removal, or the map going away (unmount), is not the user closing it.
    if (removingRef.current || !mapRef.current) return;
    onClose();
    (back?.isConnected ? back : mapRef.current.getCanvas()).focus();
  });
  const create = useEffectEvent(createPopup);

  const key = at ? at.join() : '';
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready) return;
    if (!at) {
      removingRef.current = true;
      popupRef.current?.remove();
      removingRef.current = false;
      return;
    }
    let popup = popupRef.current;
    if (!popup) {
      returnFocusRef.current ??= document.activeElement as HTMLElement | null;
      const opened = create();
      opened.on('close', () => {
        if (popupRef.current === opened) popupRef.current = null;
        closed();
      });
      popupRef.current = popup = opened;
      popup.setLngLat(at).setDOMContent(host).addTo(map);
      const element = popup.getElement();
      element.setAttribute('role', 'dialog');
      element.addEventListener('keydown', (e) => {
        if (e.key === 'Escape') opened.remove();
      });
      // Its size settles as the contents load (the preview's details, the image).
      const fit = new ResizeObserver(() => {
        const [dx, dy] = panToShow(opened, map);
        if (dx !== 0 || dy !== 0) map.panBy([dx, dy], { duration: 250 });
      });
      fit.observe(element);
      opened.on('close', () => fit.disconnect());
    } else {
      popup.setLngLat(at);
    }
    popup.getElement().setAttribute('aria-label', name);
    // `key` stands for `at`, a new array each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mapRef, ready, key, name, host]);

  return {
    host,
    /** Where focus returns when the user closes the popup that opens next (null: the map). */
    returnFocusTo: (element: HTMLElement | null) => {
      returnFocusRef.current = element;
    },
  };
}
