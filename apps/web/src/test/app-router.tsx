import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { BrowserLiveLocation } from '../lib/live-location.ts';

/**
 * The app's router as main.tsx sets it up, starting at `url`: a BrowserRouter on the window's
 * history, whose address useLiveLocation reads while a navigation is still rendering. Tests of
 * changes made before the router has rendered the last one use it (a MemoryRouter has only its
 * rendered location to offer).
 */
export function appRouterAt(url: string) {
  window.history.replaceState(null, '', url);
  return function AppRouter({ children }: { children: ReactNode }) {
    return (
      <BrowserRouter>
        <BrowserLiveLocation>{children}</BrowserLiveLocation>
      </BrowserRouter>
    );
  };
}
