/**
 * `bench:api -- --analytics`: the server on a database of synthetic spots and analytics events,
 * the console's reports timed one request at a time, and on PostgreSQL the trending spots and
 * batches of events under load (bench/README.md).
 */
import { loadavg } from 'node:os';
import type { AnalyticsSummary } from '../../packages/shared/src/analytics.ts';
import { ANALYTICS_LIMITS } from '../../packages/shared/src/analytics-vocabulary.ts';
import {
  ANALYTICS_FLAG,
  BUDGETED_EVENTS,
  eventsEndpoint,
  REPORT_BUDGET,
  REPORT_DAYS,
  reportPath,
  REPORTS,
  sampleEventSpots,
  trendingEndpoints,
} from './analytics.ts';
import {
  addAnalyticsEvents,
  addSyntheticSpots,
  countAnalyticsEvents,
  postgresCpu,
  startPostgres,
  type Postgres,
} from './databases.ts';
import {
  health,
  HEALTH_PATH,
  onlyWords,
  selectEndpoints,
  type Endpoint,
  type EndpointResult,
} from './endpoints.ts';
import { benchEnv, type DatabaseTarget } from './env.ts';
import { BENCH_ADMIN, signIn } from './list-samples.ts';
import {
  checkBudgets,
  probe,
  run,
  setHealthBaselines,
  timeOneByOne,
  waitForIdleServer,
  type TargetName,
  type TargetRun,
} from './measure.ts';
import { startServer, type BenchServer } from './server.ts';

const { durationSec: DURATION, connections: CONNECTIONS, spots: SPOTS } = benchEnv();

/**
 * Starts the server for `--analytics`: its database with SPOTS synthetic spots and `events`
 * synthetic analytics events (a prepared PostgreSQL database is topped up to `events`), and
 * trusting the loopback proxy's `X-Forwarded-For`, as behind a reverse proxy.
 */
async function startAnalyticsTarget(
  target: DatabaseTarget,
  events: number,
): Promise<{ server: BenchServer; pg?: Postgres; databaseUrl?: string; seedSeconds?: number }> {
  const env = {
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    TRUST_PROXY: 'loopback',
  };
  let seedSeconds: number | undefined;
  const given = benchEnv().databaseUrl;
  if (target === 'postgres' && given) {
    const missing = events - (await countAnalyticsEvents(given));
    const prepare = async (serverEnv: Record<string, string>) => {
      if (missing > 0) seedSeconds = await addAnalyticsEvents(serverEnv, missing);
      else console.log(`The prepared database already holds ${events} analytics events or more.`);
    };
    const server = await startServer({ env: { DATABASE_URL: given, ...env }, prepare });
    return { server, databaseUrl: given, seedSeconds };
  }
  const pg = target === 'postgres' ? await startPostgres() : undefined;
  try {
    const server = await startServer({
      env: { DATABASE_URL: pg?.url ?? '', ...env },
      prepare: async (serverEnv) => {
        await addSyntheticSpots(serverEnv, SPOTS);
        seedSeconds = await addAnalyticsEvents(serverEnv, events);
      },
    });
    return { server, pg, databaseUrl: pg?.url, seedSeconds };
  } catch (err) {
    pg?.stop();
    throw err;
  }
}

/**
 * `--analytics`: every console report over 30 and 90 days, one request at a time; on PostgreSQL
 * also the trending spots and batches of events at CONNECTIONS connections, next to health.
 */
export async function measureAnalytics(target: TargetName, argv: string[]): Promise<TargetRun> {
  if (target === 'url')
    throw new Error(`${ANALYTICS_FLAG} seeds its own databases: unset BENCH_URL.`);
  const { events: eventCounts, reportRuns } = benchEnv();
  const only = onlyWords(argv);
  const chosen = (e: Endpoint) => only === undefined || only.some((w) => e.name.includes(w));
  const events = eventCounts[target];
  const kind = target === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const description = `${kind} with ${SPOTS} synthetic spots and ${events} analytics events`;
  console.log(`\n=== ${description} ===`);
  const { server, pg, databaseUrl, seedSeconds } = await startAnalyticsTarget(target, events);
  const results: EndpointResult[] = [];
  const endpoints: Endpoint[] = [];
  const loadAverage = [loadavg()[0] ?? 0];
  try {
    await waitForIdleServer(server.pid);
    const databaseCpu = databaseUrl ? await postgresCpu(databaseUrl) : null;
    let admin = await signIn(server.url);
    for (const days of REPORT_DAYS) {
      for (const report of REPORTS) {
        const endpoint: Endpoint = {
          name: `report ${report} (${days} days)`,
          path: reportPath(report, days),
          headers: admin,
          budget: REPORT_BUDGET[target],
        };
        if (!chosen(endpoint)) continue;
        endpoints.push(endpoint);
        console.log(`${endpoint.name}: ${reportRuns} requests one at a time ...`);
        results.push(await timeOneByOne(server.url, endpoint, reportRuns, server.pid, databaseCpu));
      }
    }
    if (target === 'postgres') {
      // The token may be older than its life by now.
      admin = await signIn(server.url);
      // Two days: a batch's events are up to half a minute old, and the run may cross midnight.
      const summary = new URL(reportPath('summary', 2), server.url);
      // A report writes what its server still queues first: the events' CPU ends up in the run,
      // and the report's totals say how many were written.
      const totals: number[] = [];
      const settle = async () => {
        const answer = await fetch(summary, { headers: admin });
        totals.push(eventsIn((await answer.json()) as AnalyticsSummary));
      };
      const loads = [
        ...trendingEndpoints(health),
        eventsEndpoint(await sampleEventSpots(server.url), settle),
        { ...health(4), name: 'health (end)' },
      ];
      // With --only, the loads it names between a health run before and one after.
      const named = loads.filter((e) => e.path !== HEALTH_PATH && chosen(e));
      const timed = only === undefined ? loads : named.length ? selectEndpoints(named, only) : [];
      for (const endpoint of timed) {
        endpoints.push(endpoint);
        await probe(server.url, endpoint);
        console.log(`autocannon ${endpoint.name}: ${CONNECTIONS} connections, ${DURATION} s ...`);
        const result = await run(server.url, endpoint, server.pid, databaseCpu);
        results.push(result);
        if (endpoint.path === EVENTS_PATH) {
          const [before = 0, after = 0] = totals.slice(-2);
          const accepted = result.totalRequests * ANALYTICS_LIMITS.batchSend;
          result.eventsWritten = { accepted, written: after - before };
        }
      }
    }
    loadAverage.push(loadavg()[0] ?? 0);
  } finally {
    await server.stop();
    pg?.stop();
  }
  // Reports are timed one request at a time: no share of health's throughput.
  setHealthBaselines(results.filter((r) => r.firstMs === undefined));
  const budgeted = SPOTS >= 100_000 && events >= BUDGETED_EVENTS[target];
  if (budgeted) checkBudgets(results, endpoints);
  return {
    target,
    description,
    budgeted,
    events,
    seedSeconds,
    loadAverage,
    results,
  };
}

/**
 * For each run of event batches: its CPU per batch beside health's per request (the health runs
 * just before and after the batches), and how many of its events the server wrote.
 */
export function reportEventsCpu(run: TargetRun): void {
  run.results.forEach((batch, index) => {
    if (batch.path !== EVENTS_PATH || batch.serverCpuMicrosPerRequest === null) return;
    const near = [
      run.results.findLast((h, j) => j < index && h.path === HEALTH_PATH),
      run.results.find((h, j) => j > index && h.path === HEALTH_PATH),
    ].filter((h) => h !== undefined);
    const healthCpu = near.flatMap((h) => h.serverCpuMicrosPerRequest ?? []);
    const healthMean = healthCpu.reduce((a, b) => a + b, 0) / (healthCpu.length || 1);
    const db = batch.databaseCpuMicrosPerRequest;
    const written = batch.eventsWritten;
    console.log(
      `  ${batch.name}: server CPU per batch ${batch.serverCpuMicrosPerRequest} µs` +
        (healthCpu.length > 0
          ? `, health's per request ${healthCpu.join(' / ')} µs (${(batch.serverCpuMicrosPerRequest / healthMean).toFixed(1)}×)`
          : '') +
        (db != null ? `; PostgreSQL's per batch ${db} µs` : '') +
        (written
          ? `; events written ${written.written} of ${written.accepted} accepted` +
            ` (${((100 * written.written) / Math.max(1, written.accepted)).toFixed(1)} %)`
          : ''),
    );
  });
}

const EVENTS_PATH = '/api/analytics/events';

/** Every event the summary counts (a search that found nothing is among `searches`). */
const eventsIn = (answer: AnalyticsSummary) =>
  answer.days.reduce(
    (sum, d) =>
      sum +
      d.pageViews +
      d.searches +
      d.mapMoves +
      d.markerClicks +
      d.resultClicks +
      d.sharesCreated +
      d.shareClicks,
    0,
  );
