import { useCallback, useContext, useLayoutEffect, useRef } from 'react';
import {
  UNSAFE_NavigationContext as NavigationContext,
  useLocation,
  useSearchParams,
  type NavigateOptions,
} from 'react-router';

/*
 * The router's navigations are transitions: its history moves at once, the location React
 * renders when the navigation's render is in. Until then the rendered address is the previous
 * one, and a change built on it (typing just after a tab switch, a map move while a link's page
 * loads) would undo the navigation or land on the wrong page.
 */

type Where = { pathname: string; search: string };

/** BrowserRouter's and MemoryRouter's navigator is their history, with its location. */
function hasLocation<T extends object>(navigator: T): navigator is T & { location: Where } {
  return 'location' in navigator && typeof navigator.location === 'object';
}

/**
 * Reads where the router's history is now. A router without a history (the server's) has only
 * the rendered location.
 */
export function useLiveLocation(): () => Where {
  const { navigator } = useContext(NavigationContext);
  const location = useLocation();
  const rendered = useRef<Where>(location);
  useLayoutEffect(() => {
    rendered.current = location;
  }, [location]);
  // The same function from render to render: callers keep it in their callbacks and effects.
  return useCallback(
    () => (hasLocation(navigator) ? navigator.location : rendered.current),
    [navigator],
  );
}

/**
 * useSearchParams whose setter builds on the query as it is now, not as last rendered:
 * `change` gets the current query and returns the next one.
 */
export function useSearchParamsNow() {
  const [params, setParams] = useSearchParams();
  const now = useLiveLocation();
  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) =>
      setParams(change(new URLSearchParams(now().search)), options),
    [setParams, now],
  );
  return [params, update] as const;
}
