import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLiveLocation } from '../../../lib/live-location.ts';
import { asksNearby, locateDiver, nearbySearch, withoutNearby } from '../lib/nearby.ts';

/**
 * `/explore?nearby=true` ("Nearby dive spots", "Dive spots near me"): asks the browser where the
 * diver is, once per visit to that address, however it was reached (a tap, a new tab, a link
 * followed before the page was interactive). Explore then opens on the view around the diver,
 * distances from them (the location travels in the router state, not the URL); a refusal or a
 * failure opens the view without it, which says why. True while the answer is awaited.
 *
 * The answer lands on the address as it is then, with any filter chosen meanwhile; if the diver
 * has left explore by then, it is dropped rather than taking them back.
 */
export function useNearbyRequest(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const liveLocation = useLiveLocation();
  const asked = asksNearby(location.search);
  const [waiting, setWaiting] = useState(false);
  const askedFor = useRef<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!asked || askedFor.current === location.key) return;
    askedFor.current = location.key;
    setWaiting(true);
    const { pathname } = location;
    void locateDiver().then((state) => {
      const now = liveLocation();
      if (!mounted.current || now.pathname !== pathname) return;
      setWaiting(false);
      const search = state.diver
        ? nearbySearch(now.search, state.diver)
        : withoutNearby(now.search);
      void navigate({ pathname, search }, { replace: true, state });
    });
  }, [asked, location, liveLocation, navigate]);

  return asked || waiting;
}
