import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
// The throwaway cluster `npm test` uses.
import { startCluster, stopCluster } from '../../scripts/lib/pg-cluster.ts';
import { REPO_ROOT } from './server.ts';

export interface Postgres {
  /** URL of the benchmark's own database on the cluster. */
  url: string;
  stop: () => void;
}

/**
 * A throwaway PostgreSQL cluster (PostgreSQL 15+ from /usr/lib/postgresql) with an empty
 * `divespot` database; `stop()` removes it all.
 */
export async function startPostgres(): Promise<Postgres> {
  const serverUrl = await startCluster({
    aptInstall: (name) =>
      Promise.reject(new Error(`${name} is not installed: apt-get install ${name}, then re-run.`)),
  });
  const stop = () => stopCluster();
  process.once('exit', stop);
  try {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query('CREATE DATABASE divespot');
    await admin.end();
  } catch (err) {
    stop();
    throw err;
  }
  const url = new URL(serverUrl);
  url.pathname = '/divespot';
  return { url: url.toString(), stop };
}

/**
 * Runs one of the server's command-line tools (a path under the repository) on the database the
 * given server environment names; its progress lines go to this terminal when `progress` is set.
 */
function runServerCli(
  cli: string,
  args: string[],
  env: Record<string, string>,
  progress: boolean,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], {
      cwd: REPO_ROOT,
      stdio: ['ignore', progress ? 'inherit' : 'ignore', 'inherit'],
      env: { ...process.env, ...env, INIT_CWD: REPO_ROOT, LOG_LEVEL: 'warn' },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cli} exited with code ${code}`)),
    );
  });
}

/** Fresh planner statistics, as autovacuum would leave them a little later (PostgreSQL only). */
async function vacuumAnalyze(databaseUrl: string | undefined): Promise<void> {
  if (!databaseUrl) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
}

/**
 * Migrates, seeds and adds `count` synthetic spots through the server's own CLI
 * (`npm run seed:synthetic`), on the database the given server environment names.
 */
export async function addSyntheticSpots(env: Record<string, string>, count: number) {
  const started = performance.now();
  const cli = 'apps/server/src/modules/synthetic/synthetic.cli.ts';
  await runServerCli(cli, ['--spots', String(count)], env, false);
  await vacuumAnalyze(env.DATABASE_URL);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Seeded and added ${count} synthetic spots in ${seconds} s`);
}

/** The days synthetic analytics events are spread over (today's included): the longest range timed. */
export const ANALYTICS_DAYS = 90;

/** Raw analytics events already in a PostgreSQL database (0 before the analytics migration). */
export async function countAnalyticsEvents(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM analytics_event');
    return Number(rows[0]?.n ?? 0);
  } catch {
    return 0;
  } finally {
    await client.end();
  }
}

/**
 * Adds `count` synthetic analytics events over the last ANALYTICS_DAYS days, with their daily
 * aggregates, through the server's own CLI (`npm run seed:analytics`, seed 1), printing its
 * progress; then VACUUM ANALYZE on PostgreSQL. Returns the seconds it took.
 */
export async function addAnalyticsEvents(env: Record<string, string>, count: number) {
  const started = performance.now();
  const cli = 'apps/server/src/modules/analytics/analytics-seed.cli.ts';
  const args = ['--events', String(count), '--days', String(ANALYTICS_DAYS), '--seed', '1'];
  await runServerCli(cli, args, env, true);
  await vacuumAnalyze(env.DATABASE_URL);
  const seconds = (performance.now() - started) / 1000;
  console.log(`Seeded ${count} analytics events in ${seconds.toFixed(1)} s`);
  return seconds;
}

/** Clock ticks per second of /proc's CPU times (USER_HZ). */
const USER_HZ = 100;

/** A process's /proc stat fields after its name: [state, ppid, …]; null when it is gone. */
function statFields(pid: number | string): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** utime + stime + cutime + cstime (fields 14–17 of the line), µs. */
const treeTicks = (f: string[]) =>
  ((Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) * 1e6) / USER_HZ;

/**
 * The PostgreSQL server's CPU time so far (µs): its postmaster's and every process it started
 * (backends, writers, autovacuum), from /proc; null where that cannot be read. Finds the
 * postmaster as the parent of a backend of `databaseUrl`, so it must run on this machine.
 */
export async function postgresCpu(databaseUrl: string): Promise<(() => number | null) | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let postmaster: number;
  try {
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    // Read while the backend lives: its parent is the postmaster.
    postmaster = Number(statFields(rows[0]?.pid ?? 0)?.[1] ?? NaN);
  } finally {
    await client.end();
  }
  if (!Number.isInteger(postmaster) || statFields(postmaster) === null) return null;
  return () => {
    const own = statFields(postmaster);
    if (!own) return null;
    let total = treeTicks(own);
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const f = statFields(entry);
      if (f && Number(f[1]) === postmaster) total += treeTicks(f);
    }
    return total;
  };
}
