/**
 * How bench/api.ts measures an endpoint: autocannon at CONNECTIONS connections for DURATION
 * seconds after a warm-up, or one request at a time; the server's CPU per request, the health
 * baselines and docs/budgets.md's checks.
 */
import autocannon, { type RequestSpec } from 'autocannon';
import { percentile } from './analytics.ts';
import type { Endpoint, EndpointResult } from './endpoints.ts';
import { HEALTH_PATH } from './endpoints.ts';
import { benchEnv, type DatabaseTarget } from './env.ts';
import { processCpuMicros } from './server.ts';

const { durationSec: DURATION, connections: CONNECTIONS } = benchEnv();

/** autocannon on one endpoint: a 2 s warm-up, then DURATION s at CONNECTIONS connections. */
export async function run(
  baseUrl: string,
  endpoint: Endpoint,
  serverPid?: number,
  databaseCpu?: (() => number | null) | null,
): Promise<EndpointResult> {
  const url = new URL(endpoint.path, baseUrl).href;
  const { next, nextRequest, accepts } = endpoint;
  let largest = 0;
  let unexpected = 0;
  const setupRequest = (req: RequestSpec): RequestSpec => {
    const extra = nextRequest?.();
    return {
      ...req,
      ...(next ? { path: next() } : {}),
      ...(extra ? { body: extra.body, headers: { ...req.headers, ...extra.headers } } : {}),
    };
  };
  const options = {
    url,
    connections: CONNECTIONS,
    method: endpoint.method ?? 'GET',
    headers: endpoint.headers,
    requests: [
      {
        ...(next || nextRequest ? { setupRequest } : {}),
        onResponse: (_status: number, body: string, _c: object, h: Record<string, string>) => {
          const length = Number(h['content-length'] ?? h['Content-Length'] ?? NaN);
          largest = Math.max(largest, Number.isNaN(length) ? Buffer.byteLength(body) : length);
          if (accepts && !accepts(body)) unexpected += 1;
        },
      },
    ],
  };
  // Warm-up: JIT, caches and the database pool, so the measured run is steady state.
  await autocannon({ ...options, duration: 2 });
  await endpoint.settle?.();
  largest = 0;
  unexpected = 0;
  const cpuBefore = processCpuMicros(serverPid);
  const dbBefore = databaseCpu?.() ?? null;
  const r = await autocannon({ ...options, duration: DURATION });
  await endpoint.settle?.();
  const cpuAfter = processCpuMicros(serverPid);
  const dbAfter = databaseCpu?.() ?? null;
  const totalRequests = r.requests.total;
  const perRequest = (before: number | null, after: number | null) =>
    before === null || after === null || totalRequests === 0
      ? null
      : Math.round((after - before) / totalRequests);
  if (unexpected > 0) console.warn(`  ${unexpected} answers were not the expected one`);
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
    errors: r.errors + unexpected,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    serverCpuMicrosPerRequest: perRequest(cpuBefore, cpuAfter),
    ...(databaseCpu ? { databaseCpuMicrosPerRequest: perRequest(dbBefore, dbAfter) } : {}),
    budgets: [],
  };
}

/**
 * One request at a time, `runs` times after two unmeasured ones (the first is reported apart):
 * what an admin waits for a console report, which no cache answers.
 */
export async function timeOneByOne(
  baseUrl: string,
  endpoint: Endpoint,
  runs: number,
  serverPid?: number,
  databaseCpu?: (() => number | null) | null,
): Promise<EndpointResult> {
  const url = new URL(endpoint.path, baseUrl).href;
  const once = async () => {
    const started = performance.now();
    const res = await fetch(url, { headers: endpoint.headers });
    const body = await res.text();
    const ms = performance.now() - started;
    if (!res.ok) throw new Error(`${endpoint.path} answered ${res.status}: ${body.slice(0, 200)}`);
    return { ms, bytes: Buffer.byteLength(body) };
  };
  const first = await once();
  await once();
  const cpuBefore = processCpuMicros(serverPid);
  const dbBefore = databaseCpu?.() ?? null;
  const times: number[] = [];
  let bytes = 0;
  let largest = 0;
  const started = performance.now();
  for (let i = 0; i < runs; i++) {
    const answer = await once();
    times.push(answer.ms);
    bytes += answer.bytes;
    largest = Math.max(largest, answer.bytes);
  }
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = processCpuMicros(serverPid);
  const dbAfter = databaseCpu?.() ?? null;
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (v: number) => Math.round(v * 10) / 10;
  const perRequest = (before: number | null, after: number | null) =>
    before === null || after === null ? null : Math.round((after - before) / runs);
  return {
    name: endpoint.name,
    path: endpoint.path,
    requestsPerSec: Math.round(runs / seconds),
    latencyMs: {
      p50: ms(percentile(sorted, 50)),
      p90: ms(percentile(sorted, 90)),
      p99: ms(percentile(sorted, 99)),
      max: ms(sorted.at(-1) ?? 0),
      average: ms(times.reduce((a, b) => a + b, 0) / runs),
    },
    totalRequests: runs,
    bodyBytesAvg: Math.round(bytes / runs),
    bodyBytesMax: largest,
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    serverCpuMicrosPerRequest: perRequest(cpuBefore, cpuAfter),
    ...(databaseCpu ? { databaseCpuMicrosPerRequest: perRequest(dbBefore, dbAfter) } : {}),
    firstMs: ms(first.ms),
    budgets: [],
  };
}

/**
 * Waits until the server is quiet: its CPU below a tenth of a core over a second, as a server
 * is once its start-up work in the background is done (up to `timeoutMs`; then it says so).
 */
export async function waitForIdleServer(pid: number | undefined, timeoutMs = 90_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const before = processCpuMicros(pid);
    await new Promise((r) => setTimeout(r, 1000));
    const after = processCpuMicros(pid);
    if (before === null || after === null) return;
    if (after - before < 100_000) {
      console.log(`Server quiet ${((Date.now() - started) / 1000).toFixed(0)} s after start`);
      return;
    }
  }
  console.warn(`The server was still busy ${timeoutMs / 1000} s after start; measuring anyway.`);
}

/** Refuses to measure an endpoint whose first answer is an error or not the expected one. */
export async function probe(baseUrl: string, endpoint: Endpoint): Promise<void> {
  const extra = endpoint.nextRequest?.();
  const res = await fetch(new URL(endpoint.path, baseUrl), {
    method: endpoint.method ?? 'GET',
    headers: { ...endpoint.headers, ...extra?.headers },
    body: extra?.body,
  });
  const body = await res.text();
  if (!res.ok || (endpoint.accepts && !endpoint.accepts(body))) {
    throw new Error(
      `${endpoint.path} answered ${res.status} ${body.slice(0, 300)}; refusing to benchmark errors.`,
    );
  }
}

/** Gives each run its health baseline: the health runs nearest before and after it, averaged. */
export function setHealthBaselines(results: EndpointResult[]): void {
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

export function checkBudgets(results: EndpointResult[], endpoints: Endpoint[]): void {
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

export type TargetName = DatabaseTarget | 'url';

export interface TargetRun {
  target: TargetName;
  description: string;
  /** True where docs/budgets.md's API budgets apply: 100,000 spots on PostgreSQL. */
  budgeted: boolean;
  /** `--analytics`: the synthetic analytics events, and the seconds seeding them took. */
  events?: number;
  seedSeconds?: number;
  /** `--analytics`: the machine's 1-minute load average before and after measuring. */
  loadAverage?: number[];
  results: EndpointResult[];
}
