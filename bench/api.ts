/**
 * HTTP load test of the API with autocannon: for each endpoint, DURATION seconds at CONNECTIONS
 * concurrent connections against the real server (started here on a fresh embedded database, or
 * BENCH_URL). Prints requests/s and latency percentiles and writes bench/results/api.json.
 *
 *   npm run bench:api                                   # /api/health
 *   npm run bench:api -- /api/destinations/featured     # plus any paths (or name=/path)
 *   BENCH_DURATION=30 BENCH_CONNECTIONS=100 npm run bench:api
 *   BENCH_DATABASE_URL=postgres://… npm run bench:api   # server on PostgreSQL instead of PGlite
 *
 * DESIGN §7 compares each endpoint with /api/health measured in the same run, so health always
 * runs first. Add the map, search and detail endpoints to ENDPOINTS once they exist.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { printTable, RESULTS_DIR, startServer } from './lib/server.ts';

interface Endpoint {
  name: string;
  path: string;
  /** DESIGN §7 budgets, checked and printed, never failing the run. */
  budget?: { p99Ms?: number; minShareOfHealth?: number; maxBodyBytes?: number };
}

const ENDPOINTS: Endpoint[] = [
  { name: 'health', path: '/api/health' },
  { name: 'featured destinations', path: '/api/destinations/featured' },
  // Examples for later (DESIGN §7, at 100,000 spots on PostgreSQL):
  // { name: 'map', path: '/api/spots/map?n=…', budget: { p99Ms: 50, minShareOfHealth: 0.4, maxBodyBytes: 150 * 1024 } },
  // { name: 'search', path: '/api/search?q=blue', budget: { p99Ms: 30, minShareOfHealth: 0.4 } },
  // { name: 'detail', path: '/api/spots/…', budget: { p99Ms: 15, minShareOfHealth: 0.4 } },
];

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface EndpointResult {
  name: string;
  path: string;
  requestsPerSec: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; average: number };
  totalRequests: number;
  bodyBytesAvg: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  budgets: { what: string; actual: number; limit: number; ok: boolean }[];
}

function parseArgs(argv: string[]): Endpoint[] {
  const extra = argv
    .filter((a) => !a.startsWith('--'))
    .map((a): Endpoint => {
      const eq = a.indexOf('=');
      const path = eq > 0 ? a.slice(eq + 1) : a;
      const name = eq > 0 ? a.slice(0, eq) : a;
      if (!path.startsWith('/')) throw new Error(`Expected a path starting with / but got ${a}`);
      return { name, path };
    });
  const all = [...ENDPOINTS, ...extra];
  return all.filter((e, i) => all.findIndex((o) => o.path === e.path) === i);
}

async function run(baseUrl: string, endpoint: Endpoint): Promise<EndpointResult> {
  const url = new URL(endpoint.path, baseUrl).href;
  // Warm-up: JIT, caches and the database pool, so the measured run is steady state.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
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
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    budgets: [],
  };
}

function checkBudgets(results: EndpointResult[], endpoints: Endpoint[]): void {
  const health = results.find((r) => r.path === '/api/health');
  for (const r of results) {
    const budget = endpoints.find((e) => e.path === r.path)?.budget;
    if (!budget) continue;
    if (budget.p99Ms !== undefined) {
      r.budgets.push({
        what: 'p99 ms',
        actual: r.latencyMs.p99,
        limit: budget.p99Ms,
        ok: r.latencyMs.p99 <= budget.p99Ms,
      });
    }
    if (budget.minShareOfHealth !== undefined && health) {
      const share = r.requestsPerSec / health.requestsPerSec;
      r.budgets.push({
        what: 'share of health req/s',
        actual: Math.round(share * 100) / 100,
        limit: budget.minShareOfHealth,
        ok: share >= budget.minShareOfHealth,
      });
    }
    if (budget.maxBodyBytes !== undefined) {
      r.budgets.push({
        what: 'body bytes',
        actual: r.bodyBytesAvg,
        limit: budget.maxBodyBytes,
        ok: r.bodyBytesAvg <= budget.maxBodyBytes,
      });
    }
  }
}

async function main(): Promise<void> {
  const endpoints = parseArgs(process.argv.slice(2));
  const server = await startServer({});
  const results: EndpointResult[] = [];
  try {
    for (const endpoint of endpoints) {
      const probe = await fetch(new URL(endpoint.path, server.url));
      if (!probe.ok) {
        throw new Error(`${endpoint.path} answered ${probe.status}; refusing to benchmark errors.`);
      }
      await probe.arrayBuffer();
      console.log(`autocannon ${endpoint.path}: ${CONNECTIONS} connections, ${DURATION} s ...`);
      results.push(await run(server.url, endpoint));
    }
  } finally {
    await server.stop();
  }

  checkBudgets(results, endpoints);
  console.log();
  printTable(
    ['endpoint', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'bytes', 'errors', 'non-2xx'],
    results.map((r) => [
      r.path,
      r.requestsPerSec,
      r.latencyMs.p50,
      r.latencyMs.p90,
      r.latencyMs.p99,
      r.latencyMs.max,
      r.bodyBytesAvg,
      r.errors + r.timeouts,
      r.non2xx,
    ]),
  );
  for (const r of results) {
    for (const b of r.budgets) {
      console.log(`  ${b.ok ? '✔' : '✘'} ${r.path} ${b.what}: ${b.actual} (budget ${b.limit})`);
    }
  }

  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, 'api.json');
  writeFileSync(
    file,
    JSON.stringify(
      {
        tool: 'autocannon',
        date: new Date().toISOString(),
        target: server.owned
          ? `server started by bench (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`
          : server.url,
        connections: CONNECTIONS,
        durationSec: DURATION,
        machine: { cpus: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', node: process.version },
        results,
      },
      null,
      2,
    ) + '\n',
  );
  console.log(`\nWrote ${file}`);
  const failing = results.filter((r) => r.errors + r.timeouts + r.non2xx > 0);
  if (failing.length > 0) {
    console.error(`Errors or non-2xx answers on: ${failing.map((r) => r.path).join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
