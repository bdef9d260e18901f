import { useEffect, useRef, type RefObject } from 'react';
// Types only: the library itself is imported by map-view.tsx alone (docs/architecture.md).
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { MapAreaCollection } from './map-areas.ts';

/**
 * Draws a map's shaded areas (the console's hot areas) once its style has loaded and whenever
 * they change. Only the console has areas: their code loads when a map first gets some, so the
 * explore map's script does not carry it.
 */
export function useMapAreas(
  mapRef: RefObject<MapLibreMap | null>,
  styleEpoch: number,
  areas: MapAreaCollection | undefined,
): void {
  const shown = useRef(false);
  useEffect(() => {
    const map = mapRef.current;
    if (styleEpoch === 0 || !map || (!areas && !shown.current)) return;
    shown.current = true;
    let current = true;
    void import('./map-areas.ts').then(({ showAreas }) => {
      if (current) showAreas(map, areas);
    });
    return () => {
      current = false;
    };
  }, [mapRef, styleEpoch, areas]);
}
