import { cycle } from './api-samples.ts';
import type { ListsSession } from './list-samples.ts';

/** What bench/api.ts measures: endpoints, their budgets, and the health runs beside them. */

export interface Endpoint {
  name: string;
  /** The path probed first and reported; `next` then varies it request by request. */
  path: string;
  next?: () => string;
  /** Request headers, e.g. a signed-in user's bearer token. */
  headers?: Record<string, string>;
  /** GET unless said. */
  method?: 'GET' | 'POST';
  /** Each request's body and extra headers (e.g. a batch of events and its client's address). */
  nextRequest?: () => { body: string; headers: Record<string, string> };
  /** Whether an answer is the one expected; any other counts as an error of the run. */
  accepts?: (body: string) => boolean;
  /**
   * Runs after the warm-up and after the measured run, before the server's CPU time is read:
   * e.g. writing what the server still queues, so the CPU of the run's own requests is counted.
   */
  settle?: () => Promise<void>;
  /** docs/budgets.md budgets, checked and printed, never failing the run; body bytes: the largest. */
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
/** Issue 33: spots nearby (every spot page, "near me") and searches no cache has seen. */
export const NEARBY_BUDGET = { p99Ms: 20 };
export const COLD_SEARCH_BUDGET = { p99Ms: 30 };
/** Issue 15: a diver's lists and 'is it saved?' checks. */
const LISTS_BUDGET = { p99Ms: 30, minShareOfHealth: 0.4 };

const LISTS_NAME = 'lists (50 × 100 items)';
const SAVED_NAME = 'saved? checks';

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
      name: LISTS_NAME,
      path: '/api/bookmarks/folders',
      headers,
      budget: LISTS_BUDGET,
    },
    health(5),
    { name: SAVED_NAME, path: savedCheck(), next: savedCheck, headers, budget: LISTS_BUDGET },
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

/**
 * The words of `--only=word[,word…]` (lower case), or undefined without it: only the endpoints
 * whose names hold one of them are measured, between a health run before and one after.
 */
export function onlyWords(argv: readonly string[]): string[] | undefined {
  const arg = argv.findLast((a) => a.startsWith('--only='));
  if (arg === undefined) return undefined;
  const words = arg
    .slice('--only='.length)
    .split(',')
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  if (words.length === 0) throw new Error('--only= needs at least one endpoint name or word.');
  return words;
}

const named = (name: string, words: readonly string[]) =>
  words.some((w) => name.toLowerCase().includes(w));

/** Whether the run measures a signed-in diver's lists (which must be made before measuring). */
export const measuresLists = (words: readonly string[] | undefined) =>
  words === undefined || named(LISTS_NAME, words) || named(SAVED_NAME, words);

/** The endpoints `--only` names, with health first and last (their baselines); all without it. */
export function selectEndpoints(all: Endpoint[], words: readonly string[] | undefined): Endpoint[] {
  if (words === undefined) return all;
  const chosen = all.filter((e) => e.path !== HEALTH_PATH && named(e.name, words));
  if (chosen.length === 0) throw new Error(`--only=${words.join(',')} names no endpoint.`);
  return [health(1), ...chosen, { ...health(2), name: 'health (end)' }];
}

/** One endpoint's figures in bench/results/api.json. */
export interface EndpointResult {
  name: string;
  path: string;
  requestsPerSec: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; average: number };
  totalRequests: number;
  bodyBytesAvg: number;
  /** The largest answer of the measured run (Content-Length, else the body's UTF-8 length). */
  bodyBytesMax: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Requests/s of health next to this run: the mean of the nearest runs before and after it. */
  healthRequestsPerSec?: number;
  /**
   * The server process's CPU time (user + system, /proc) per request of the measured run, µs;
   * null for a server the benchmark did not start. Unlike requests/s it does not depend on how
   * fast autocannon, on the same cores, can send.
   */
  serverCpuMicrosPerRequest: number | null;
  /** PostgreSQL's CPU time (all its processes) per request, µs: `--analytics` on PostgreSQL. */
  databaseCpuMicrosPerRequest?: number | null;
  /** `--analytics`: the first (unmeasured) request of a report timed one request at a time, ms. */
  firstMs?: number;
  budgets: { what: string; actual: number; limit: number; ok: boolean }[];
  /**
   * `--analytics`, batches of events: the events the measured batches carried (every one
   * accepted) and those the server had written to the database by the end of the run.
   */
  eventsWritten?: { accepted: number; written: number };
}
