/**
 * HTTP load test of the API with autocannon: for each endpoint, DURATION seconds at CONNECTIONS
 * concurrent connections against the real server. Prints requests/s and latency percentiles and
 * writes bench/results/api.json.
 *
 * By default it measures two targets in turn (docs/budgets.md budgets apply to the first):
 *   postgres  a throwaway PostgreSQL 15+ cluster (scripts/lib/pg-cluster.ts), migrated, seeded
 *             and given 100,000 synthetic spots through the server's seed:synthetic CLI
 *   pglite    the embedded database in a fresh DATA_DIR, prepared the same way
 *
 *   Usage and options: bench/README.md.
 *
 * Search, detail, nearby and the map vary their paths request by request (prefixes, ids, points
 * and views around spots sampled from the server), and docs/budgets.md states each one's throughput
 * as a share of /api/health's in the same run. A shared machine's speed drifts over the minutes
 * of a run, so health runs again around each budgeted endpoint, and each endpoint's share is
 * taken of the health runs nearest before and after it (their mean): both measured at the same
 * time as the endpoint.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  coldSearches,
  cycle,
  detailMissPaths,
  detailPaths,
  mapViewPaths,
  nearbyPaths,
  POPULAR_SEARCHES,
  sampleSpots,
  seasonPaths,
  type Samples,
} from './lib/api-samples.ts';
import { BENCH_ADMIN, prepareLists, type ListsSession } from './lib/list-samples.ts';
import { addSyntheticSpots, startPostgres, type Postgres } from './lib/databases.ts';
import { benchEnv, type DatabaseTarget } from './lib/env.ts';
import {
  COLD_SEARCH_BUDGET,
  DETAIL_BUDGET,
  health,
  HEALTH_PATH,
  listsEndpoints,
  MAP_BUDGET,
  NEARBY_BUDGET,
  measuresLists,
  onlyWords,
  SEARCH_BUDGET,
  seasonEndpoints,
  selectEndpoints,
  type Endpoint,
  type Season,
} from './lib/endpoints.ts';
import {
  printTable,
  processCpuMicros,
  RESULTS_DIR,
  startServer,
  type BenchServer,
} from './lib/server.ts';

// autocannon calls a request's onResponse with each answer (bench/types has the rest).
declare module 'autocannon' {
  interface RequestSpec {
    onResponse?: (
      status: number,
      body: string,
      context: object,
      headers: Record<string, string>,
    ) => void;
  }
}

/** The measured endpoints; budgets are docs/budgets.md's, at 100,000 spots on PostgreSQL. */
function endpointsFor(samples: Samples, lists: ListsSession | null, season: Season): Endpoint[] {
  const popular = cycle(POPULAR_SEARCHES);
  const cold = coldSearches(samples);
  const detail = detailPaths(samples);
  const detailMiss = detailMissPaths(samples);
  const nearby = nearbyPaths(samples);
  const map = mapViewPaths(samples);
  const mapUnfiltered = mapViewPaths(samples, false);
  return [
    health(1),
    { name: 'search (popular prefixes)', path: popular(), next: popular, budget: SEARCH_BUDGET },
    health(2),
    { name: 'spot detail by id', path: detail(), next: detail, budget: DETAIL_BUDGET },
    health(3),
    { name: 'spot map (random views)', path: map(), next: map, budget: MAP_BUDGET },
    health(4),
    ...(lists ? listsEndpoints(lists) : []),
    ...seasonEndpoints(season),
    {
      name: 'search (never-repeated texts)',
      path: cold(),
      next: cold,
      budget: COLD_SEARCH_BUDGET,
    },
    { name: 'spot detail (cache misses)', path: detailMiss(), next: detailMiss },
    { name: 'spots nearby', path: nearby(), next: nearby, budget: NEARBY_BUDGET },
    { name: 'spot map (no filters)', path: mapUnfiltered(), next: mapUnfiltered },
    { name: 'featured destinations', path: '/api/destinations/featured' },
  ];
}

const { durationSec: DURATION, connections: CONNECTIONS, spots: SPOTS } = benchEnv();

interface EndpointResult {
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
  budgets: { what: string; actual: number; limit: number; ok: boolean }[];
}

function parseArgs(argv: string[], base: Endpoint[]): Endpoint[] {
  const extra = argv
    .filter((a) => !a.startsWith('--'))
    .map((a): Endpoint => {
      const eq = a.indexOf('=');
      const path = eq > 0 ? a.slice(eq + 1) : a;
      const name = eq > 0 ? a.slice(0, eq) : a;
      if (!path.startsWith('/')) throw new Error(`Expected a path starting with / but got ${a}`);
      return { name, path };
    });
  const all = [...base, ...extra];
  return all.filter((e, i) => all.findIndex((o) => o.name === e.name) === i);
}

async function run(
  baseUrl: string,
  endpoint: Endpoint,
  serverPid?: number,
): Promise<EndpointResult> {
  const url = new URL(endpoint.path, baseUrl).href;
  const next = endpoint.next;
  let largest = 0;
  const options = {
    url,
    connections: CONNECTIONS,
    headers: endpoint.headers,
    requests: [
      {
        ...(next ? { setupRequest: (req: object) => ({ ...req, path: next() }) } : {}),
        onResponse: (_status: number, body: string, _c: object, h: Record<string, string>) => {
          const length = Number(h['content-length'] ?? h['Content-Length'] ?? NaN);
          largest = Math.max(largest, Number.isNaN(length) ? Buffer.byteLength(body) : length);
        },
      },
    ],
  };
  // Warm-up: JIT, caches and the database pool, so the measured run is steady state.
  await autocannon({ ...options, duration: 2 });
  largest = 0;
  const cpuBefore = processCpuMicros(serverPid);
  const r = await autocannon({ ...options, duration: DURATION });
  const cpuAfter = processCpuMicros(serverPid);
  const totalRequests = r.requests.total;
  return {
    name: endpoint.name,
    path: endpoint.path,
    requestsPerSec: Math.round(r.requests.average),
    latencyMs: {
      p50: r.latency.p50,
      p90: r.latency.p90,
      p99: r.latency.p99,
      max: r.latency.max,
      average: r.latency.average,
    },
    totalRequests,
    bodyBytesAvg: totalRequests > 0 ? Math.round(r.throughput.total / totalRequests) : 0,
    bodyBytesMax: largest,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    serverCpuMicrosPerRequest:
      cpuBefore === null || cpuAfter === null || totalRequests === 0
        ? null
        : Math.round((cpuAfter - cpuBefore) / totalRequests),
    budgets: [],
  };
}

/** Gives each run its health baseline: the health runs nearest before and after it, averaged. */
function setHealthBaselines(results: EndpointResult[]): void {
  results.forEach((r, i) => {
    if (r.path === HEALTH_PATH) return;
    const before = results.findLast((h, j) => j < i && h.path === HEALTH_PATH);
    const after = results.find((h, j) => j > i && h.path === HEALTH_PATH);
    const near = [before, after].filter((h) => h !== undefined);
    if (near.length === 0) return;
    r.healthRequestsPerSec = Math.round(
      near.reduce((sum, h) => sum + h.requestsPerSec, 0) / near.length,
    );
  });
}

function checkBudgets(results: EndpointResult[], endpoints: Endpoint[]): void {
  for (const r of results) {
    const budget = endpoints.find((e) => e.name === r.name)?.budget;
    if (!budget) continue;
    if (budget.p99Ms !== undefined) {
      r.budgets.push({
        what: 'p99 ms',
        actual: r.latencyMs.p99,
        limit: budget.p99Ms,
        ok: r.latencyMs.p99 <= budget.p99Ms,
      });
    }
    if (budget.minShareOfHealth !== undefined && r.healthRequestsPerSec) {
      const share = r.requestsPerSec / r.healthRequestsPerSec;
      r.budgets.push({
        what: 'share of health req/s',
        actual: Math.round(share * 100) / 100,
        limit: budget.minShareOfHealth,
        ok: share >= budget.minShareOfHealth,
      });
    }
    if (budget.maxBodyBytes !== undefined) {
      r.budgets.push({
        what: 'largest body bytes',
        actual: r.bodyBytesMax,
        limit: budget.maxBodyBytes,
        ok: r.bodyBytesMax <= budget.maxBodyBytes,
      });
    }
  }
}

type TargetName = DatabaseTarget | 'url';

interface TargetRun {
  target: TargetName;
  description: string;
  /** True where docs/budgets.md's API budgets apply: 100,000 spots on PostgreSQL. */
  budgeted: boolean;
  results: EndpointResult[];
}

function targets(): TargetName[] {
  const { url, targets } = benchEnv();
  return url ? ['url'] : targets;
}

/** Starts the server on the target's database, filled with SPOTS synthetic spots. */
async function startTarget(target: TargetName): Promise<{ server: BenchServer; pg?: Postgres }> {
  if (target === 'url') return { server: await startServer() };
  const admin = { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password };
  const given = benchEnv().databaseUrl;
  if (target === 'postgres' && given) {
    return { server: await startServer({ env: { DATABASE_URL: given, ...admin } }) };
  }
  const pg = target === 'postgres' ? await startPostgres() : undefined;
  try {
    const server = await startServer({
      env: { DATABASE_URL: pg?.url ?? '', ...admin },
      prepare: (env) => addSyntheticSpots(env, SPOTS),
    });
    return { server, pg };
  } catch (err) {
    pg?.stop();
    throw err;
  }
}

async function measure(target: TargetName, extraArgs: string[]): Promise<TargetRun> {
  const description =
    target === 'url'
      ? `server at ${benchEnv().url}`
      : `${target === 'postgres' ? 'PostgreSQL' : 'PGlite'} with ${SPOTS} synthetic spots`;
  console.log(`\n=== ${description} ===`);
  const { server, pg } = await startTarget(target);
  const results: EndpointResult[] = [];
  let endpoints: Endpoint[] = [];
  try {
    const samples = await sampleSpots(server.url);
    const only = onlyWords(extraArgs);
    // A server started elsewhere (BENCH_URL) may not have the benchmark's account: no lists then.
    const lists = !measuresLists(only)
      ? null
      : await prepareLists(server.url, samples.many).catch((error: unknown) => {
          if (target !== 'url') throw error;
          const reason = error instanceof Error ? error.message : String(error);
          console.warn(`No lists measured: ${reason}`);
          return null;
        });
    const season = {
      map: await seasonPaths(server.url, samples, false),
      list: await seasonPaths(server.url, samples, true),
    };
    endpoints = selectEndpoints(parseArgs(extraArgs, endpointsFor(samples, lists, season)), only);
    for (const endpoint of endpoints) {
      const probe = await fetch(new URL(endpoint.path, server.url), { headers: endpoint.headers });
      if (!probe.ok) {
        throw new Error(`${endpoint.path} answered ${probe.status}; refusing to benchmark errors.`);
      }
      await probe.arrayBuffer();
      console.log(`autocannon ${endpoint.name}: ${CONNECTIONS} connections, ${DURATION} s ...`);
      results.push(await run(server.url, endpoint, server.pid));
    }
  } finally {
    await server.stop();
    pg?.stop();
  }
  setHealthBaselines(results);
  const budgeted = target === 'postgres' && SPOTS >= 100_000;
  if (budgeted) checkBudgets(results, endpoints);
  return { target, description, budgeted, results };
}

function report(run: TargetRun): void {
  console.log(`\n${run.description}${run.budgeted ? ' (docs/budgets.md budgets apply)' : ''}`);
  printTable(
    [
      'endpoint',
      'req/s',
      '× health',
      'p50 ms',
      'p90 ms',
      'p99 ms',
      'max ms',
      'bytes',
      'max bytes',
      'server µs/req',
      'errors',
    ],
    run.results.map((r) => [
      r.name,
      r.requestsPerSec,
      r.healthRequestsPerSec ? (r.requestsPerSec / r.healthRequestsPerSec).toFixed(2) : '-',
      r.latencyMs.p50,
      r.latencyMs.p90,
      r.latencyMs.p99,
      r.latencyMs.max,
      r.bodyBytesAvg,
      r.bodyBytesMax,
      r.serverCpuMicrosPerRequest ?? '-',
      r.errors + r.timeouts + r.non2xx,
    ]),
  );
  for (const r of run.results) {
    for (const b of r.budgets) {
      console.log(`  ${b.ok ? '✔' : '✘'} ${r.name} ${b.what}: ${b.actual} (budget ${b.limit})`);
    }
  }
}

async function main(): Promise<void> {
  const extraArgs = process.argv.slice(2);
  const runs: TargetRun[] = [];
  for (const target of targets()) runs.push(await measure(target, extraArgs));
  runs.forEach(report);

  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, 'api.json');
  const machine = {
    cpus: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    node: process.version,
  };
  const summary = { tool: 'autocannon', date: new Date().toISOString(), machine };
  const body = { ...summary, connections: CONNECTIONS, durationSec: DURATION, runs };
  writeFileSync(file, JSON.stringify(body, null, 2) + '\n');
  console.log(`\nWrote ${file}`);
  const failing = runs.flatMap((run) =>
    run.results.filter((r) => r.errors + r.timeouts + r.non2xx > 0).map((r) => r.name),
  );
  if (failing.length > 0) {
    console.error(`Errors or non-2xx answers on: ${failing.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
