import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../app/server.ts';
import { createAppDatabase, pgCluster, type Cluster } from '../test/fault-scripts.ts';
import { testConfig } from '../test/test-app.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { migrateToLatest } from './migrate.ts';

// A private PostgreSQL cluster that the test stops and starts (never the shared test server):
// during the PostgreSQL pass, where the binaries are there.
const { findPgBin, createCluster } = await pgCluster();
const runs = Boolean(process.env.TEST_DATABASE_URL) && findPgBin() !== null;

interface Line {
  level: number;
  time: number;
  msg: string;
  [field: string]: unknown;
}

const CLIENTS = 20;
const OUTAGE_LOAD_MS = 12_000;
/** What clients ask for: API reads and writes, health, and pages that look their record up. */
const REQUESTS = [
  { method: 'GET', url: '/api/spot?q=reef' },
  { method: 'GET', url: '/api/spot/id/1' },
  { method: 'POST', url: '/api/share/create?ne=1,1&sw=0,0&zoom=5' },
  { method: 'GET', url: '/api/health' },
  { method: 'GET', url: '/spot/id/1' },
] as const;

describe.runIf(runs)('the log during a PostgreSQL outage under load', () => {
  let cluster: Cluster;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const lines: Line[] = [];

  beforeAll(async () => {
    cluster = await createCluster();
    // Wired as main.ts wires it: connections lost while idle go to the outage log.
    database = await openDatabase({
      url: await createAppDatabase(cluster),
      dataDir: '',
      poolSize: 20,
      connectTimeoutMs: 2000,
      onConnectionError: (error) => app.databaseOutage.connectionLost(error),
    });
    await migrateToLatest(database.db);
    app = await buildServer(
      { config: testConfig(), db: database.db, dbKind: database.kind },
      { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line) as Line) } },
    );
    // Fill the pool with open connections, as a server under load has.
    for (const res of await Promise.all(REQUESTS.map((r) => app.inject(r)))) {
      expect(res.statusCode).toBeLessThan(500);
    }
    // The start-up lines (no web app built here) are not the outage's.
    lines.length = 0;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    cluster?.remove();
  });

  it('is a few lines: the start, a summary each 10 s with the count, and the end', async () => {
    expect(await cluster.stopServer('fast')).toBe(true);
    const startedAt = Date.now();
    let unavailable = 0;
    let answered = 0;
    const client = async (offset: number) => {
      for (let i = offset; Date.now() - startedAt < OUTAGE_LOAD_MS; i++) {
        const res = await app.inject(REQUESTS[i % REQUESTS.length]!);
        answered++;
        // Pages still answer 200 with the app's shell (their lookups failed all the same); a
        // read may come from a cache.
        if (res.statusCode === 503) unavailable++;
        expect([200, 503]).toContain(res.statusCode);
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
    expect(answered).toBeGreaterThan(CLIENTS * 10);

    const during = [...lines];
    const perWindow = new Map<number, number>();
    for (const { time } of during) {
      const window = Math.floor((time - startedAt) / 10_000);
      perWindow.set(window, (perWindow.get(window) ?? 0) + 1);
    }
    expect(Math.max(...perWindow.values()), JSON.stringify(during)).toBeLessThan(10);
    expect(during[0]).toMatchObject({
      level: 40,
      msg: 'database unavailable: requests that need it answer 503 until it is back',
    });
    expect(JSON.stringify(during)).not.toContain('    at ');
    const summary = during.find((l) => l.msg.startsWith('database still unavailable'));
    expect(summary).toMatchObject({ level: 40, downForSeconds: 10 });
    expect(summary?.failedRequests).toBeGreaterThan(0);

    await cluster.startServer();
    await expect
      .poll(() => lines.find((l) => l.msg.startsWith('database available again')), {
        timeout: 10_000,
      })
      .toMatchObject({ level: 30 });
    const end = lines.find((l) => l.msg.startsWith('database available again'));
    // Every 503 counted, and the pages whose lookups failed: no more requests than were made.
    expect(end?.failedRequests).toBeGreaterThanOrEqual(unavailable);
    expect(end?.failedRequests).toBeLessThanOrEqual(answered);
  }, 60_000);
});
