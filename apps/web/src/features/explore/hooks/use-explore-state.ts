import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { KEEP_SCROLL } from '../../../lib/keep-scroll.ts';
import { useLiveLocation } from '../../../lib/live-location.ts';
import {
  decodeExploreUrl,
  encodeExploreUrl,
  withActivityFilter,
  type ExploreFilters,
  type MapView,
} from '@divespot/shared/explore-url';

/** The explore screen's own state; the URL mirrors it (docs/product/screens.md, docs/product/states.md). */
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
  const [state, setState] = useState(() => fromSearch(location.search));
  const current = useRef(state);
  const written = useRef(location.search);
  // Counts the states read from the URL: 0 for the first, +1 for each navigation from outside.
  const [revision, setRevision] = useState(0);

  useEffect(() => {
    if (location.search === written.current) return;
    written.current = location.search;
    // Read now: changes from here on start from it.
    current.current = fromSearch(location.search);
    setState(current.current);
    setRevision((r) => r + 1);
  }, [location.search]);

  /*
   * Where the router stands at the moment of a change (React's location follows it a render
   * late: a map move's timer may fire between a click on a card, or the header's search, and
   * that render). Arriving: a navigation from outside to this screen is loading or not read
   * yet, and a change made from the state it replaces must not be written over it. Leaving: the
   * diver is going, or has gone, to another page, which a write would cancel or land on.
   */
  const liveLocation = useLiveLocation();
  const routerNow = useCallback(() => {
    const going = liveLocation();
    return {
      arriving: going.pathname === pathname && going.search !== written.current,
      leaving: going.pathname !== pathname,
    };
  }, [liveLocation, pathname]);

  /** Applies a change now and writes the URL (replace). */
  const update = useCallback(
    (change: (state: ExploreState) => ExploreState) => {
      const now = routerNow();
      if (now.arriving) return;
      const next = change(current.current);
      if (next === current.current) return;
      current.current = next;
      setState(next);
      const search = toSearch(next);
      if (search === written.current) return;
      // Leaving, or already left while this screen is still on show.
      if (now.leaving) return;
      written.current = search;
      void navigate({ search }, { replace: true, state: KEEP_SCROLL });
    },
    [navigate, routerNow],
  );

  return { state, update, revision };
}
