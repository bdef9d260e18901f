import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
// Types only: the library itself is imported by map-view.tsx alone (docs/architecture.md).
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { PickedPoint, PickerLayer } from './map-picker.ts';

/** A map that picks a point (the console's content forms): see {@link MapViewProps.picker}. */
export interface MapPicker {
  /** The point the pin shows; null before one is picked. */
  point: PickedPoint | null;
  /** A click on the map, the pin let go after a drag, or Enter on the map (its centre). */
  onPick: (point: PickedPoint) => void;
  /** How to pick with the keyboard, read with the map instead of the spots' keyboard help. */
  help: string;
}

/**
 * Draws a picker's point once the map's style has loaded and follows it as it changes. Only the
 * console picks points: the code loads when a map first gets a picker, so the explore map's
 * script does not carry it.
 */
export function useMapPicker(
  mapRef: RefObject<MapLibreMap | null>,
  styleEpoch: number,
  picker: MapPicker | undefined,
): void {
  const layerRef = useRef<PickerLayer | null>(null);
  const [attached, setAttached] = useState(0);
  const onPick = useEffectEvent((point: PickedPoint) => picker?.onPick(point));
  const wanted = picker !== undefined;

  useEffect(() => {
    const map = mapRef.current;
    if (styleEpoch === 0 || !map || !wanted) return;
    let current = true;
    void import('./map-picker.ts').then(({ attachPicker }) => {
      if (!current) return;
      layerRef.current = attachPicker(map, (point) => onPick(point));
      setAttached((n) => n + 1);
    });
    return () => {
      current = false;
      layerRef.current?.detach();
      layerRef.current = null;
    };
  }, [mapRef, styleEpoch, wanted]);

  const point = picker?.point ?? null;
  const lat = point?.lat;
  const lng = point?.lng;
  useEffect(() => {
    layerRef.current?.show(lat === undefined || lng === undefined ? null : { lat, lng });
  }, [attached, lat, lng]);
}
