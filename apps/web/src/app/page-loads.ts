import {} from '@divespot/shared/routes';
import { useSyncExternalStore, type ReactPromise } from 'react';
import { matchRoutes } from 'react-router';
import { APP_PAGES, type Page, type PageModule } from './pages.ts';

/*
 * The page modules' loads. A page renders its module through React's `use`, which renders at
 * once, without suspending, a promise marked fulfilled with its value (as here once it is in):
 * the browser loads the first page's module before React adopts the prerendered HTML, and the
 * server before it renders, so neither ever waits inside a render. A later page's module loads
 * when the router first renders it; the router's navigations are transitions, so the page on
 * show stays until the next one's module is in, with the progress bar (usePageLoading) meanwhile.
 */

/** A module's load, marked with its outcome as `use` reads it (React's ReactPromise). */
type PageLoad = Promise<PageModule> & ReactPromise<PageModule>;
/** The same while it is being marked. */
type Marking = Promise<PageModule> & {
  status: 'pending' | 'fulfilled' | 'rejected';
  value?: PageModule;
  reason?: unknown;
};

const loads = new Map<string, PageLoad>();
let pending = 0;
const listeners = new Set<() => void>();

/** Tells the progress bar, after the render that started or ended a load. */
function changed(): void {
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
}

/**
 * The load of a page's module, started on first call and shared by every later one. A failed
 * load stays failed (the page shows the loading-failed screen) until forgetFailedLoads.
 */
export function loadPage(page: Page): PageLoad {
  const kept = loads.get(page.pattern);
  if (kept) return kept;
  pending++;
  changed();
  const load = page.load().then(
    (module) => {
      load.status = 'fulfilled';
      load.value = module;
      pending--;
      changed();
      return module;
    },
    (error: unknown) => {
      load.status = 'rejected';
      load.reason = error;
      pending--;
      changed();
      throw error;
    },
  ) as Marking;
  load.status = 'pending';
  loads.set(page.pattern, load as PageLoad);
  return load as PageLoad;
}

/** Lets the pages whose module failed to load try again when next shown. */
export function forgetFailedLoads(): void {
  for (const [pattern, load] of loads) if (load.status === 'rejected') loads.delete(pattern);
}

// Matched as routes.tsx registers them (case-sensitive), so the module preloaded is the one shown.
const matchable = APP_PAGES.map((page) => ({ path: page.pattern, caseSensitive: true, page }));

/** The page a path shows; undefined for the 404 page. */
export function pageAt(pathname: string): Page | undefined {
  return matchRoutes(matchable, pathname)?.[0]?.route.page;
}

/**
 * Loads the module of the page at `pathname`, if any. Resolves either way: a page whose module
 * failed shows the loading-failed screen when it renders.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const page = pageAt(pathname);
  if (page) await loadPage(page).catch(() => undefined);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a page's module is loading: the progress bar's state. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
}
