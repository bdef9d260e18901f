import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * False while React adopts prerendered HTML (and on the server), true afterwards. Lets the page
 * render exactly what was prerendered first, then what the URL asks for.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

/**
 * As useHydrated, but the switch after adopting prerendered HTML is a transition: the render it
 * causes yields to the browser every few milliseconds instead of holding the main thread (an
 * external store's change renders all at once). For a page whose live screen replaces much of
 * what was prerendered. Rendered without prerendered HTML, it is true from the first render.
 */
export function useHydratedSoon(): boolean {
  const [hydrated, setHydrated] = useState(useHydrated());
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
