import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  type ReactNode,
} from 'react';
import { useLocation, useSearchParams, type NavigateOptions } from 'react-router';

/*
 * The router's navigations are transitions: its history moves at once, the location React
 * renders when the navigation's render is in. Until then the rendered address is the previous
 * one, and a change built on it (typing just after a tab switch, a map move while a link's page
 * loads) would undo the navigation or land on the wrong page.
 *
 * In the browser the app's router is a BrowserRouter, whose history is the window's: the address
 * bar is where the router is now (its own location reads window.location too). So that is what
 * is read, through React Router's public API and the platform's, not the router's internals.
 */

type Where = { pathname: string; search: string };

const LiveAddress = createContext<(() => Where) | null>(null);

const addressBar = (): Where => ({
  pathname: window.location.pathname,
  search: window.location.search,
});

/** Around the app's BrowserRouter: its history is the window's, read by useLiveLocation. */
export function BrowserLiveLocation({ children }: { children: ReactNode }) {
  return createElement(LiveAddress.Provider, { value: addressBar }, children);
}

/**
 * Reads where the router's history is now. Without BrowserLiveLocation above (the server's
 * StaticRouter, a MemoryRouter) there is only the rendered location.
 */
export function useLiveLocation(): () => Where {
  const live = useContext(LiveAddress);
  const location = useLocation();
  const rendered = useRef<Where>(location);
  useLayoutEffect(() => {
    rendered.current = location;
  }, [location]);
  // The same function from render to render: callers keep it in their callbacks and effects.
  return useCallback(() => (live ? live() : rendered.current), [live]);
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
