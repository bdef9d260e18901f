import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * This month (1–12) where the visitor is. The server renders pages in UTC, which is another month
 * for part of the world around each month's turn: a page rendered on the server (and the browser
 * adopting its HTML) shows UTC's month first, so what React adopts is what the server sent, then
 * the visitor's own. Rendered in the browser alone, it is the visitor's month from the start.
 */
export function useCurrentMonth(): number {
  return useSyncExternalStore(
    noop,
    () => new Date().getMonth() + 1,
    () => new Date().getUTCMonth() + 1,
  );
}
