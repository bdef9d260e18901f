import { spawn } from 'node:child_process';
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
 * Migrates, seeds and adds `count` synthetic spots through the server's own CLI
 * (`npm run seed:synthetic`), on the database the given server environment names.
 */
export async function addSyntheticSpots(env: Record<string, string>, count: number) {
  const started = performance.now();
  const cli = 'apps/server/src/modules/synthetic/synthetic.cli.ts';
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [cli, '--spots', String(count)], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env, INIT_CWD: REPO_ROOT, LOG_LEVEL: 'warn' },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`seed:synthetic exited with code ${code}`)),
    );
  });
  if (env.DATABASE_URL) {
    // Fresh planner statistics, as autovacuum would leave them a little later.
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    await client.query('VACUUM ANALYZE');
    await client.end();
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Seeded and added ${count} synthetic spots in ${seconds} s`);
}
