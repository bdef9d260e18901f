import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { mapStyleUrl } from './map-style-url.ts';
import type { MapViewProps } from './map-view.tsx';

const MapViewChunk = lazy(() => {
  // Which style to load is asked while the map's code downloads, not after.
  void mapStyleUrl();
  return import('./map-view.tsx').then((m) => ({ default: m.MapView }));
});

const subscribe = () => () => {};

/** The sea, so nothing jumps when the map paints over it. */
function SeaPlaceholder() {
  return (
    <div className="flex h-full w-full items-center justify-center bg-[#cfe6f0]">
      <p className="rounded-full bg-white/80 px-4 py-2 text-sm font-medium text-slate-800 shadow-sm">
        <FormattedMessage id="map.loading" />
      </p>
    </div>
  );
}

/**
 * {@link MapViewProps MapView}, loaded on first use: MapLibre and its styles live in their own
 * chunk, which only pages showing a map download (docs/budgets.md). Renders `fallback` on the server
 * and while the chunk loads.
 */
export function LazyMapView({
  fallback = <SeaPlaceholder />,
  ...props
}: MapViewProps & { fallback?: ReactNode }) {
  // MapLibre needs a browser: the server (prerender) and hydration render the fallback.
  const client = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  if (!client) return <div className={props.className ?? 'h-full w-full'}>{fallback}</div>;
  return (
    <Suspense fallback={<div className={props.className ?? 'h-full w-full'}>{fallback}</div>}>
      <MapViewChunk {...props} />
    </Suspense>
  );
}
