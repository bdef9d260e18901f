import type { ComponentType } from 'react';
import { PAGE_ROUTES } from '@divespot/shared/routes';
import { ROUTE_AREAS } from '../lib/i18n/catalog-areas.ts';
import { ensureAreas } from '../lib/i18n/language-store.ts';

/** A lazily loaded page module: every file in src/routes exports `Component`. */
export type PageModule = { Component: ComponentType };

/** A page of the route table and the load of its module (with its messages). */
export interface Page {
  pattern: string;
  load: () => Promise<PageModule>;
}

const modules = import.meta.glob<PageModule>('../routes/*.tsx');

/**
 * One lazy page per entry of the shared route table (the server answers 404 for any other path
 * and preloads the same module's chunk), so the two cannot drift apart.
 */
export const APP_PAGES: readonly Page[] = PAGE_ROUTES.map((route) => {
  const load = modules[`../routes/${route.module}.tsx`];
  if (!load) throw new Error(`No page module src/routes/${route.module}.tsx for ${route.pattern}`);
  // The page's module and its messages (catalog areas) arrive together.
  const areas = ROUTE_AREAS[route.module] ?? [];
  return {
    pattern: route.pattern,
    load: () => Promise.all([load(), ensureAreas(areas)]).then(([page]) => page),
  };
});
