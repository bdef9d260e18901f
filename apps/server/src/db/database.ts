import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { PreparingClient } from './prepared.ts';
import type { Database } from './schema.ts';
import { errorMessage } from '../lib/error-message.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Closes the pool and, for PGlite, flushes and closes the embedded database. */
  close: () => Promise<void>;
  /** PGlite only: the whole data directory as a tarball, which `loadDataDir` opens again. */
  dumpDataDir?: () => Promise<Blob>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory, or `memory://` for a throwaway in-memory database. */
  dataDir: string;
  poolSize?: number;
  /** How long to wait for PostgreSQL to accept a connection (also checked once on open). */
  connectTimeoutMs?: number;
  /**
   * Told of connection errors outside any query (PostgreSQL restarted or went away while a
   * connection sat idle). The pool drops such connections and opens new ones when asked;
   * without a listener, node-postgres would crash the process instead.
   */
  onConnectionError?: (error: Error) => void;
  /** PGlite only: start from this tarball of `dumpDataDir` instead of a new, empty cluster. */
  loadDataDir?: Blob;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;

// Postgres returns int8 (counts, bigserial) as strings; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise PGlite in `dataDir`. Both are
 * reached through node-postgres and Kysely's PostgresDialect, so every query and migration is
 * the same on both (docs/architecture.md).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 20,
      connectionTimeoutMillis: connectTimeoutMs,
      Client: PreparingClient,
    });
    const onError = options.onConnectionError ?? (() => {});
    pool.on('error', onError);
    // The pool listens to idle connections only; one checked out (inside a transaction, between
    // its statements) needs its own listener, and its query reports the failure to its caller.
    pool.on('connect', (client) => client.on('error', onError));
    try {
      await checkReachable(pool, options.url, connectTimeoutMs);
    } catch (error) {
      await pool.end();
      throw error;
    }
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }

  let unlock = () => {};
  if (!options.dataDir.startsWith('memory://')) {
    mkdirSync(options.dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(options.dataDir, {
      extensions: { cube, earthdistance, pg_trgm, unaccent },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const pool = new pg.Pool({ ...createPgConfig(pglite), Client: PreparingClient });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    dumpDataDir: () => pglite.dumpDataDir('none'),
    close: async () => {
      try {
        await db.destroy();
        await pglite.close();
      } finally {
        unlock();
      }
    },
  };
}

/** Where a connection string points, for messages: host, port and database, never the password. */
export function describeDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname || 'localhost'}:${u.port || '5432'}${u.pathname.length > 1 ? u.pathname : ''}`;
  } catch {
    return 'the configured DATABASE_URL';
  }
}

/**
 * Opens one connection before anything else runs, so that a server that cannot be reached stops
 * the start with one sentence naming it, within the connect timeout, instead of hanging.
 */
async function checkReachable(pool: pg.Pool, url: string, timeoutMs: number) {
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    const reason =
      error instanceof Error && /timeout/i.test(error.message)
        ? `no answer within ${Math.round(timeoutMs / 1000)} s`
        : errorMessage(error);
    throw new Error(`Cannot connect to PostgreSQL at ${describeDatabaseUrl(url)}: ${reason}.`, {
      cause: error,
    });
  }
}
