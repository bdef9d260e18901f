import { cycle } from './api-samples.ts';
import type { ListsSession } from './bookmark-samples.ts';

/** What bench/api.ts measures: endpoints, their budgets, and the health runs beside them. */

export interface Endpoint {
  name: string;
  /** The path probed first and reported; `next` then varies it request by request. */
  path: string;
  next?: () => string;
  /** Request headers, e.g. a signed-in user's bearer token. */
  headers?: Record<string, string>;
  /** DESIGN §7 budgets, checked and printed, never failing the run; body bytes: the largest. */
  budget?: { p99Ms?: number; minShareOfHealth?: number; maxBodyBytes?: number };
}

export const HEALTH_PATH = '/api/health';
/** A run of /api/health: the baseline of the endpoints measured next to it. */
export const health = (n: number): Endpoint => ({
  name: n === 1 ? 'health' : `health (${n})`,
  path: HEALTH_PATH,
});

export const SEARCH_BUDGET = { p99Ms: 30, minShareOfHealth: 0.4 };
export const DETAIL_BUDGET = { p99Ms: 15, minShareOfHealth: 0.4 };
export const MAP_BUDGET = { p99Ms: 50, minShareOfHealth: 0.4, maxBodyBytes: 150 * 1024 };
/** Issue 15: a diver's lists and 'is it saved?' checks. */
const LISTS_BUDGET = { p99Ms: 30, minShareOfHealth: 0.4 };

/** A signed-in diver's lists and 'is it saved?' checks, each next to a health run. */
export function listsEndpoints(lists: ListsSession): Endpoint[] {
  const { headers } = lists;
  const savedCheck = cycle(
    lists.saved
      .flatMap((id, i) => [id, lists.unsaved[i] ?? id])
      .map((id) => `/api/bookmarks/items/DIVE_SPOT/${id}/bookmarked`),
  );
  return [
    {
      name: 'lists (50 × 100 items)',
      path: '/api/bookmarks/folders',
      headers,
      budget: LISTS_BUDGET,
    },
    health(5),
    { name: 'saved? checks', path: savedCheck(), next: savedCheck, headers, budget: LISTS_BUDGET },
    health(6),
  ];
}

/** Where and when: explore's map and list with a species and a month, each next to a health run. */
export interface Season {
  map: () => string;
  list: () => string;
}

export function seasonEndpoints({ map, list }: Season): Endpoint[] {
  return [
    { name: 'spot map (species + month)', path: map(), next: map, budget: MAP_BUDGET },
    health(7),
    { name: 'spot list (species + month)', path: list(), next: list, budget: MAP_BUDGET },
    health(8),
  ];
}
