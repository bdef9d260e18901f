import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../config/env.ts';

/*
 * The database fault checks' building blocks live in scripts/lib (plain JavaScript, shared with
 * `npm run chaos`); these are their shapes, for the tests that use them.
 */

export interface Cluster {
  url: string;
  startServer: () => Promise<void>;
  stopServer: (mode?: 'smart' | 'fast' | 'immediate') => Promise<boolean>;
  restart: (mode?: 'smart' | 'fast' | 'immediate') => Promise<boolean>;
  remove: () => void;
}

export interface RestartFigures {
  requests: number;
  statuses: Record<string, number>;
  errors500: number;
  unexpected: number;
  unavailable: number;
  without503RetryAfter: number;
  pagesWithoutShell: number;
  restartMs: number;
  recoveryMs: number | null;
  lastFailureAfterUpMs: number;
  logLines: number;
  acknowledgedWrites: number;
  lostWrites: number;
  serverAlive: boolean;
  output: string;
}

/** Creates the database `divespot` on a private cluster and returns its connection string. */
export async function createAppDatabase(cluster: Cluster): Promise<string> {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE divespot');
  await admin.end();
  return cluster.url.replace(/\/postgres$/, '/divespot');
}

const load = <T>(file: string) => import(path.join(REPO_ROOT, 'scripts/lib', file)) as Promise<T>;

export const pgCluster = () =>
  load<{ findPgBin: () => string | null; createCluster: () => Promise<Cluster> }>('pg-cluster.mjs');

export const chaosPostgresRestart = () =>
  load<{
    postgresRestartUnderLoad: (options: {
      connections?: number;
      warmup?: number;
      afterMs?: number;
    }) => Promise<RestartFigures>;
  }>('chaos-postgres-restart.mjs');

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

export const serverProcess = () =>
  load<{
    startServerProcess: (env: Record<string, string>) => ServerProcess;
    waitUntilAnswering: (
      url: string,
      options?: { timeoutMs?: number; exited?: Promise<unknown>; output?: () => string },
    ) => Promise<void>;
  }>('server-process.mjs');

export const freePort = async () =>
  (await load<{ freePort: () => Promise<number> }>('free-port.mjs')).freePort();
