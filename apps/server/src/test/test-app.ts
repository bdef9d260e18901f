import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { loadConfig, type Config } from '../config/env.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { buildServer } from '../app/server.ts';
import type { TemplateName } from './database-templates.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** A GET request to the app, with optional headers. */
  get: (url: string, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again on close). It starts `from` one of the
 * run's template databases (test/global-setup.ts): empty (the default), migrated or seeded.
 */
export async function createTestDatabase({
  from = 'empty',
}: { from?: TemplateName } = {}): Promise<{
  database: DatabaseHandle;
  drop: () => Promise<void>;
}> {
  const templates = inject('databaseTemplates');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    if (templates.kind !== 'pglite') throw new Error('The database templates are not PGlite ones');
    const loadDataDir = new Blob([readFileSync(templates[from])]);
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir });
    return { database, drop: () => database.close() };
  }
  if (templates.kind !== 'postgres')
    throw new Error('The database templates are not PostgreSQL ones');
  const template = from === 'empty' ? '' : ` TEMPLATE ${templates[from]}`;
  const name = `divespot_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: '', poolSize: 5 });
  return {
    database,
    drop: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // The pool's backends may take a moment to exit after it closed. Dropping WITH (FORCE) at
      // once would terminate them mid-goodbye, and their clients report that as an uncaught
      // error; so wait for them, and force only as a last resort.
      for (let attempt = 0; ; attempt++) {
        try {
          await client.query(
            `DROP DATABASE IF EXISTS ${name}${attempt === 40 ? ' WITH (FORCE)' : ''}`,
          );
          break;
        } catch (error) {
          if (attempt === 40 || (error as { code?: string }).code !== '55006') throw error;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
      await client.end();
    },
  };
}

/**
 * One database for the whole test file, made before its tests and dropped after them; read it
 * through the returned function (it exists once the file's tests run).
 */
export function databaseForFile(from: TemplateName = 'migrated'): () => DatabaseHandle {
  let handle: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase({ from });
  });
  afterAll(() => handle?.drop());
  return () => {
    if (!handle) throw new Error('The test database is made before the tests run');
    return handle.database;
  };
}

/** The configuration of a test server; `env` adds configuration variables. */
const CLOCK_HELD_AT = Date.now();

/**
 * The time test servers count rate-limit windows in: held still for the whole test file, so a
 * test that ran across a window's end never starts counting afresh halfway through and sees a
 * request let through that it expects refused. Timers and everything else keep the real time.
 */
export const stillClock = (): number => CLOCK_HELD_AT;

export const testConfig = (env: Record<string, string> = {}): Config =>
  loadConfig({
    NODE_ENV: 'test',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    LOG_LEVEL: 'silent',
    ...env,
  });

/**
 * The real server on an existing database: a second instance beside a test app's, or one with
 * other settings. The caller closes it.
 */
export const buildTestServer = (database: DatabaseHandle, env: Record<string, string> = {}) =>
  buildServer({ config: testConfig(env), db: database.db, dbKind: database.kind, now: stillClock });

/**
 * Builds the real server on a fresh database; `env` adds configuration variables. The database
 * is seeded unless `seed` is false: then it is migrated only, and a test builds the records it
 * needs (test/builders), so changes to the seed data never break it.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { seed = true }: { seed?: boolean } = {},
): Promise<TestApp> {
  const { database, drop } = await createTestDatabase({ from: seed ? 'seeded' : 'migrated' });
  const config = testConfig(env);
  const app = await buildServer({
    config,
    db: database.db,
    dbKind: database.kind,
    now: stillClock,
  });
  return {
    app,
    database,
    config,
    get: (url, headers = {}) => app.inject({ method: 'GET', url, headers }),
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
