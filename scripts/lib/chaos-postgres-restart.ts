// Fault check: PostgreSQL restarts (`pg_ctl restart -m fast`, every connection dropped) while the
// real server is under mixed load. Runs on a private throwaway cluster, never a shared one.
// Used by `npm run chaos` and by the server's test suite.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  acknowledgedSlugs,
  countByStatus,
  lostWrites,
  runLoad,
  type LoadEntry,
} from './chaos-load.ts';
import { freePort } from './free-port.ts';
import { createCluster } from './pg-cluster.ts';
import {
  startServerProcess,
  waitUntilAnswering,
  type ProcessExit,
  type ServerProcess,
} from './server-process.ts';
import { waitFor } from './wait-for.ts';

/** What a PostgreSQL restart under load did to the server (see postgresRestartUnderLoad). */
export interface RestartFigures {
  requests: number;
  statuses: Record<string, number>;
  errors500: number;
  /** Answers other than 2xx and 503 (4xx, no answer at all). */
  unexpected: number;
  unavailable: number;
  without503RetryAfter: number;
  /** Page loads answered with anything but 200 and the app's shell. */
  pagesWithoutShell: number;
  restartMs: number;
  /** From PostgreSQL accepting again to the first success of a request begun after. */
  recoveryMs: number | null;
  /** From PostgreSQL accepting again to the last failed answer (0: none after it was back). */
  lastFailureAfterUpMs: number;
  /** Log lines the server wrote from the restart on (an outage is logged once, not per request). */
  logLines: number;
  acknowledgedWrites: number;
  lostWrites: number;
  serverAlive: boolean;
  output: string;
}

/** Stops the server process: SIGTERM, then SIGKILL if it has not exited in 10 s. */
export async function stopServerProcess(server: ServerProcess): Promise<ProcessExit> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.exited;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  const result = await server.exited;
  clearTimeout(timer);
  return result;
}

/**
 * Starts a cluster and the server on it, loads it with `connections` connections, restarts
 * PostgreSQL once `warmup` requests were answered, and keeps the load on for `afterMs` after
 * PostgreSQL is back. Returns the figures; throws only when the set-up itself fails.
 */
export async function postgresRestartUnderLoad({
  connections = 50,
  warmup = 300,
  afterMs = 5000,
}: {
  connections?: number;
  warmup?: number;
  afterMs?: number;
}): Promise<RestartFigures> {
  const cluster = await createCluster();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'divespot-chaos-'));
  let server: ServerProcess | undefined;
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE divespot');
    await admin.end();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = startServerProcess({
      DATABASE_URL: cluster.url.replace(/\/postgres$/, '/divespot'),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    });
    await waitUntilAnswering(`${base}/api/health`, { timeoutMs: 120_000, exited: server.exited });

    const log: LoadEntry[] = [];
    let upAt = Infinity;
    const load = runLoad({
      base,
      connections,
      log,
      done: () => Date.now() > upAt + afterMs,
      maxMs: 120_000,
    });
    await waitFor(() => log.length >= warmup, { timeoutMs: 60_000, what: 'the warm-up requests' });
    const downAt = Date.now();
    const restarted = await cluster.restart('fast');
    upAt = Date.now();
    await load;
    if (!restarted) throw new Error('pg_ctl restart failed');

    const failed = log.filter((e) => e.status < 200 || e.status >= 300);
    const after = log.filter((e) => e.startedAt >= upAt).sort((a, b) => a.endedAt - b.endedAt);
    const firstOk = after.find((e) => e.status >= 200 && e.status < 300);
    const lastFailure = Math.max(...failed.map((e) => e.endedAt), downAt);
    const slugs = acknowledgedSlugs(log);
    // The server logs JSON lines (LOG_LEVEL=warn): those from the restart on are the outage's.
    const outageLines = server
      .output()
      .split('\n')
      .filter((line) => {
        try {
          return (JSON.parse(line) as { time: number }).time >= downAt;
        } catch {
          return false;
        }
      });
    const serverAlive = server.child.exitCode === null && server.child.signalCode === null;
    return {
      requests: log.length,
      statuses: countByStatus(log),
      errors500: log.filter((e) => e.status >= 500 && e.status !== 503).length,
      unexpected: failed.filter((e) => e.status !== 503).length,
      unavailable: failed.filter((e) => e.status === 503).length,
      without503RetryAfter: failed.filter((e) => e.status === 503 && !e.retryAfter).length,
      pagesWithoutShell: log.filter((e) => e.kind === 'page' && (e.status !== 200 || !e.shell))
        .length,
      restartMs: upAt - downAt,
      recoveryMs: firstOk ? firstOk.endedAt - upAt : null,
      lastFailureAfterUpMs: Math.max(0, lastFailure - upAt),
      logLines: outageLines.length,
      acknowledgedWrites: slugs.length,
      lostWrites: serverAlive ? await lostWrites(base, slugs) : slugs.length,
      serverAlive,
      output: server.output(),
    };
  } finally {
    if (server) await stopServerProcess(server);
    cluster.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
