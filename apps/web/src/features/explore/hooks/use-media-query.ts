import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@divespot/shared/explore-url';

const WIDE_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(WIDE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * True at 768 px and wider (docs/product/limits.md mobile breakpoint). The prerendered page and hydration see
 * `false`; the browser's real answer follows in the next render.
 */
export function useIsWide(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => false,
  );
}
