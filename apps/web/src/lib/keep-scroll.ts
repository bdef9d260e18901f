/**
 * Navigation state for a navigation within a page that only changes its URL (a filter, a page of
 * results, the explore map's view): the scroll position stays where it is, where any other
 * navigation opens the new page at its top (app/layout/scroll-restoration.tsx).
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

/** True for the state of a navigation made with KEEP_SCROLL. */
export const keepsScroll = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'keepScroll' in state && state.keepScroll === true;
