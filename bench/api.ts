/**
 * HTTP load test of the API with autocannon: for each endpoint, DURATION seconds at CONNECTIONS
 * concurrent connections against the real server. Prints requests/s and latency percentiles and
 * writes bench/results/api.json (`--analytics`: bench/results/api-analytics.json).
 *
 * By default it measures two targets in turn (docs/budgets.md budgets apply to the first):
 *   postgres  a throwaway PostgreSQL 15+ cluster (scripts/lib/pg-cluster.ts), migrated, seeded
 *             and given 100,000 synthetic spots through the server's seed:synthetic CLI
 *   pglite    the embedded database in a fresh DATA_DIR, prepared the same way
 *
 *   Usage and options: bench/README.md.
 *
 * `--analytics` measures the analytics' lines instead (bench/lib/analytics.ts): batches of events,
 * the console's reports and the home's trending spots, over millions of synthetic events.
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
import { measuresAnalytics } from './lib/analytics.ts';
import { measureAnalytics, reportEventsCpu } from './lib/analytics-run.ts';
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
import { benchEnv } from './lib/env.ts';
import {
  COLD_SEARCH_BUDGET,
  DETAIL_BUDGET,
  health,
  listsEndpoints,
  MAP_BUDGET,
  NEARBY_BUDGET,
  measuresLists,
  onlyWords,
  SEARCH_BUDGET,
  seasonEndpoints,
  selectEndpoints,
  type Endpoint,
  type EndpointResult,
  type Season,
} from './lib/endpoints.ts';
import {
  checkBudgets,
  probe,
  run,
  setHealthBaselines,
  type TargetName,
  type TargetRun,
} from './lib/measure.ts';
import { printTable, RESULTS_DIR, startServer, type BenchServer } from './lib/server.ts';

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
      await probe(server.url, endpoint);
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
  if (run.seedSeconds !== undefined)
    console.log(`seeding ${run.events} analytics events took ${run.seedSeconds.toFixed(1)} s`);
  if (run.loadAverage)
    console.log(`load average (1 min) before and after: ${run.loadAverage.join(', ')}`);
  const database = run.results.some((r) => r.databaseCpuMicrosPerRequest !== undefined);
  const firsts = run.results.some((r) => r.firstMs !== undefined);
  printTable(
    [
      'endpoint',
      'req/s',
      '× health',
      'p50 ms',
      'p90 ms',
      'p99 ms',
      'max ms',
      ...(firsts ? ['first ms'] : []),
      'bytes',
      'max bytes',
      'server µs/req',
      ...(database ? ['db µs/req'] : []),
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
      ...(firsts ? [r.firstMs ?? '-'] : []),
      r.bodyBytesAvg,
      r.bodyBytesMax,
      r.serverCpuMicrosPerRequest ?? '-',
      ...(database ? [r.databaseCpuMicrosPerRequest ?? '-'] : []),
      r.errors + r.timeouts + r.non2xx,
    ]),
  );
  reportEventsCpu(run);
  for (const r of run.results) {
    for (const b of r.budgets) {
      console.log(`  ${b.ok ? '✔' : '✘'} ${r.name} ${b.what}: ${b.actual} (budget ${b.limit})`);
    }
  }
}

async function main(): Promise<void> {
  const extraArgs = process.argv.slice(2);
  const runs: TargetRun[] = [];
  const analytics = measuresAnalytics(extraArgs);
  for (const target of targets())
    runs.push(
      analytics ? await measureAnalytics(target, extraArgs) : await measure(target, extraArgs),
    );
  runs.forEach(report);

  mkdirSync(RESULTS_DIR, { recursive: true });
  // The analytics' lines have their own file: a run of them leaves the full run's results as they are.
  const file = join(RESULTS_DIR, analytics ? 'api-analytics.json' : 'api.json');
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
