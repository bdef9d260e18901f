import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createAppDatabase, pgCluster, type Cluster } from '../test/fault-scripts.ts';
import { buildTestServer } from '../test/test-app.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDatabase } from './seed/index.ts';

// A private PostgreSQL cluster that the test stops and starts (never the shared test server):
// during the PostgreSQL pass, where the binaries are there.
const { findPgBin, createCluster } = await pgCluster();
const runs = Boolean(process.env.TEST_DATABASE_URL) && findPgBin() !== null;

const UNAVAILABLE = {
  status: 503,
  code: 'DATABASE_UNAVAILABLE',
  message: 'The database is not answering right now. Please try again in a few seconds.',
};

describe.runIf(runs)('while PostgreSQL is down', () => {
  let cluster: Cluster;
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    cluster = await createCluster();
    const url = await createAppDatabase(cluster);
    database = await openDatabase({ url, dataDir: '', poolSize: 5, connectTimeoutMs: 2000 });
    await migrateToLatest(database.db);
    await seedDatabase(database.db);
    app = await buildTestServer(database);
    // Connections to the running database sit idle in the pool when it goes down.
    expect((await app.inject({ method: 'GET', url: '/api/spot?q=reef' })).statusCode).toBe(200);
    expect(await cluster.stopServer('fast')).toBe(true);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    cluster?.remove();
  });

  it('API reads and writes answer 503 DATABASE_UNAVAILABLE with Retry-After', async () => {
    for (const [method, url] of [
      ['GET', '/api/spot?q=reef'],
      ['GET', '/api/spot/id/1'],
      ['POST', '/api/share/create?ne=1,1&sw=0,0&zoom=5'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 503 });
      expect(res.json()).toEqual(UNAVAILABLE);
      expect(res.headers['retry-after']).toBe('5');
    }
  });

  it('health answers 503 naming the database; liveness still answers', async () => {
    // A success is trusted for a second; wait for the next probe.
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode)
      .toBe(503);
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      status: 503,
      code: 'DATABASE_UNAVAILABLE',
      message: 'The database (postgres) does not answer.',
      detail: { failing: ['database'], database: { kind: 'postgres' } },
    });
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'ok', version: '0.1.0' });
  });

  it('pages still send the app shell, whose screens report the outage', async () => {
    const res = await app.inject({ method: 'GET', url: '/spot/id/1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
  });

  it('serves again by itself once PostgreSQL is back', async () => {
    await cluster.startServer();
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/api/spot?q=reef' })).statusCode, {
        timeout: 5000,
      })
      .toBe(200);
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode, {
        timeout: 5000,
      })
      .toBe(200);
  });
});
