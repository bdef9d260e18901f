// Throwaway PostgreSQL clusters: created in a temporary directory (owned by `postgres` when we
// run as root, since PostgreSQL refuses to run as root), listening on loopback only, and removed
// again. startCluster()/stopCluster() keep the one of `npm test`'s PostgreSQL pass; createCluster()
// makes private ones that can be restarted (the database fault checks). Node builtins only.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';
import { StepError } from './step-error.ts';

const MIN_PG_MAJOR = 15;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** The PostgreSQL binaries directory (initdb, pg_ctl), or null when PostgreSQL is not installed. */
export function findPgBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const majors = readdirSync(base)
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .filter((v) => v >= MIN_PG_MAJOR)
    .sort((a, b) => b - a);
  for (const major of majors) {
    const bin = join(base, String(major), 'bin');
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

/** How `pg_ctl stop` ends the sessions: `fast` ends every session, as a restart does. */
export type ShutdownMode = 'smart' | 'fast' | 'immediate';

export interface Cluster {
  bin: string;
  dir: string;
  port: number;
  url: string;
  startServer: () => Promise<void>;
  stopServer: (mode?: ShutdownMode) => Promise<boolean>;
  restart: (mode?: ShutdownMode) => Promise<boolean>;
  remove: () => void;
}

/** Active cluster, so it can be stopped from signal and exit handlers. */
let cluster: Cluster | null = null;

/** Runs a PostgreSQL tool as the cluster owner: `postgres` when we are root, else ourselves. */
function pgCommand(bin: string, tool: string, args: string[]): [string, string[]] {
  const exe = join(bin, tool);
  return isRoot ? ['runuser', ['-u', 'postgres', '--', exe, ...args]] : [exe, args];
}

function run(bin: string, tool: string, args: string[]) {
  const [cmd, cmdArgs] = pgCommand(bin, tool, args);
  return spawnSync(cmd, cmdArgs, { encoding: 'utf8' });
}

/**
 * Creates and starts a private throwaway cluster (trust auth, loopback only, fsync off) in a new
 * temp directory. Returns its `url`, and `restart(mode)`, `stopServer(mode)`, `startServer()` to
 * play database faults with, and `remove()` (synchronous, for exit handlers) to stop it and
 * delete its directory. Throws a StepError when PostgreSQL is not installed.
 */
export async function createCluster({
  bin = findPgBin(),
}: { bin?: string | null } = {}): Promise<Cluster> {
  if (!bin) {
    throw new StepError(
      `PostgreSQL ${MIN_PG_MAJOR}+ server binaries (initdb, pg_ctl) were not found in ` +
        `/usr/lib/postgresql/*/bin. Install PostgreSQL ${MIN_PG_MAJOR} or newer ` +
        `(Debian: sudo apt-get install postgresql), or set TEST_DATABASE_URL to a PostgreSQL ` +
        `database whose user may CREATE DATABASE.`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'divespot-pg-'));
  const data = join(dir, 'data');
  const log = join(dir, 'postgres.log');
  let started = false;
  const remove = () => {
    if (started && existsSync(join(data, 'postmaster.pid'))) {
      const res = run(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      if (res.status !== 0 && existsSync(join(data, 'postmaster.pid'))) {
        // Last resort: kill the postmaster by the pid it wrote.
        const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
        if (Number.isInteger(pid) && pid > 0) {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {
            // already gone
          }
        }
      }
    }
    started = false;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (isRoot) {
      const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
      const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
      if (!Number.isInteger(uid) || !Number.isInteger(gid)) {
        throw new StepError('Running as root but the OS user `postgres` does not exist.');
      }
      chownSync(dir, uid, gid);
    }
    const port = await freePort();
    const init = run(bin, 'initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    if (init.status !== 0) {
      process.stderr.write(init.stdout ?? '');
      process.stderr.write(init.stderr ?? '');
      throw new StepError(`initdb failed with code ${init.status}`);
    }
    const options = [
      `-p ${port}`,
      `-c listen_addresses=127.0.0.1`,
      `-c unix_socket_directories=${dir}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    // Detached: a Ctrl-C in the terminal must not kill the server before we stop it ourselves.
    const pgCtl = (args: string[]) =>
      new Promise<boolean>((resolve) => {
        const [cmd, cmdArgs] = pgCommand(bin, 'pg_ctl', ['-D', data, ...args]);
        const child = spawn(cmd, cmdArgs, { stdio: 'ignore', detached: true });
        child.on('error', () => resolve(false));
        child.on('exit', (code) => resolve(code === 0));
      });
    const startServer = async () => {
      const ok = await pgCtl(['-l', log, '-o', options, '-w', '-t', '60', 'start']);
      started = true; // even when pg_ctl failed, a postmaster may be left to stop
      if (!ok) {
        if (existsSync(log)) process.stderr.write(readFileSync(log, 'utf8'));
        throw new StepError('pg_ctl start failed (server log above)');
      }
    };
    await startServer();
    return {
      bin,
      dir,
      port,
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      startServer,
      /** Stops the server (`fast`: ends every session, as a restart does). */
      stopServer: (mode: ShutdownMode = 'fast') => pgCtl(['-m', mode, '-w', 'stop']),
      /** `pg_ctl restart`: every connection is dropped and the server comes back. */
      restart: (mode: ShutdownMode = 'fast') =>
        pgCtl(['-l', log, '-o', options, '-m', mode, '-w', '-t', '60', 'restart']),
      remove,
    };
  } catch (error) {
    remove();
    throw error;
  }
}

/**
 * Creates and starts `npm test`'s throwaway cluster and returns its URL. `aptInstall` installs
 * PostgreSQL when missing and root.
 */
export async function startCluster({
  aptInstall,
}: {
  aptInstall: (pkg: string) => Promise<void>;
}): Promise<string> {
  let bin = findPgBin();
  if (!bin && isRoot) {
    await aptInstall('postgresql');
    bin = findPgBin();
  }
  cluster = await createCluster({ bin });
  console.log(
    `PostgreSQL binaries: ${cluster.bin}; cluster in ${cluster.dir}; port ${cluster.port}`,
  );
  return cluster.url;
}

/** Stops the cluster and removes its directory. Synchronous so exit handlers can call it. */
export function stopCluster(): void {
  if (!cluster) return;
  const { dir } = cluster;
  cluster.remove();
  cluster = null;
  console.log(`PostgreSQL cluster stopped and ${dir} removed.`);
}
