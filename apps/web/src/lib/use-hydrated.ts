import { useSyncExternalStore } from 'react';

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
