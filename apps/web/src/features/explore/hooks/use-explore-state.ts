import { useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  useLocation,
  useNavigate,
  useNavigation,
} from 'react-router';
import {
  decodeExploreUrl,
  encodeExploreUrl,
  withActivityFilter,
  type ExploreFilters,
  type MapView,
} from '@divespot/shared/explore-url';

/** The explore screen's own state; the URL mirrors it (SPEC §2, §4). */
export interface ExploreState {
  view: MapView;
  /** False while the view is the default one the URL did not ask for. */
  viewFromUrl: boolean;
  /** The list is hidden (wide screens) or the map shows instead of it (phones). */
  hideMenu: boolean;
  search?: string;
  /** As written in the URL; the screen reads them through the filter configuration. */
  filters: ExploreFilters;
}

function fromSearch(search: string): ExploreState {
  const decoded = withActivityFilter(decodeExploreUrl(search));
  const state: ExploreState = {
    view: decoded.view,
    viewFromUrl: decoded.viewFromUrl,
    hideMenu: decoded.hideMenu,
    filters: decoded.filters,
  };
  if (decoded.search !== undefined) state.search = decoded.search;
  return state;
}

export const toSearch = (state: ExploreState) => `?${encodeExploreUrl(state)}`;

/**
 * Reads the URL once when the screen opens and from then on writes it: every change replaces the
 * history entry, so Back leaves explore instead of stepping through map moves. A navigation the
 * screen did not make itself (the header's search or Map link, Back/Forward) is read again.
 *
 * Once the diver leaves explore (a card's link, while its page loads or just after), the screen
 * stops writing: a late map move would otherwise cancel the page being opened, or land its query
 * on that page's URL.
 */
export function useExploreState() {
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname } = location;
  // A navigation to another page is under way (its code or data loading).
  const pending = useNavigation().location;
  const leaving = useRef(false);
  useLayoutEffect(() => {
    leaving.current = pending !== undefined && pending.pathname !== pathname;
  }, [pending, pathname]);
  const [state, setState] = useState(() => fromSearch(location.search));
  const current = useRef(state);
  const written = useRef(location.search);
  // Counts the states read from the URL: 0 for the first, +1 for each navigation from outside.
  const [revision, setRevision] = useState(0);
  // A navigation from outside (the header's search) to this screen that is loading or not read
  // yet: until it is, changes made from the state it replaces (a late map move) must not be
  // written over it.
  const arriving = useRef(false);
  useLayoutEffect(() => {
    const outside =
      pending !== undefined && pending.pathname === pathname && pending.search !== written.current;
    arriving.current = outside || location.search !== written.current;
  }, [pending, pathname, location.search]);

  useEffect(() => {
    if (location.search === written.current) return;
    written.current = location.search;
    // Read now: changes from here on start from it.
    arriving.current = false;
    current.current = fromSearch(location.search);
    setState(current.current);
    setRevision((r) => r + 1);
  }, [location.search]);

  /*
   * The router as it stands at the moment of a change. The refs above follow it a render late:
   * a map move's timer firing between a click on a card (or the header's search) and that
   * render would otherwise write over the navigation just started.
   */
  const router = useContext(DataRouterContext)?.router;
  const routerNow = useCallback(() => {
    const now = router?.state;
    if (!now) return { arriving: false, leaving: false };
    const going = now.navigation.state === 'idle' ? now.location : now.navigation.location;
    if (!going) return { arriving: false, leaving: false };
    return {
      arriving: going.pathname === pathname && going.search !== written.current,
      leaving: going.pathname !== pathname,
    };
  }, [router, pathname]);

  /** Applies a change now and writes the URL (replace). */
  const update = useCallback(
    (change: (state: ExploreState) => ExploreState) => {
      const now = routerNow();
      if (arriving.current || now.arriving) return;
      const next = change(current.current);
      if (next === current.current) return;
      current.current = next;
      setState(next);
      const search = toSearch(next);
      if (search === written.current) return;
      // Leaving, or already left while this screen is still on show.
      if (leaving.current || now.leaving || window.location.pathname !== pathname) return;
      written.current = search;
      void navigate({ search }, { replace: true, preventScrollReset: true });
    },
    [navigate, pathname, routerNow],
  );

  return { state, update, revision };
}
