// A throwaway PostgreSQL cluster for the PostgreSQL pass of `npm test`: created in a temporary
// directory (owned by `postgres` when we run as root, since PostgreSQL refuses to run as root),
// listening on loopback only, and removed again by stopCluster(). Node builtins only.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StepError } from './step-error.mjs';

const MIN_PG_MAJOR = 15;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function findPgBin() {
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

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Active cluster, so it can be stopped from signal and exit handlers. */
let cluster = null;

/** Runs a PostgreSQL tool as the cluster owner: `postgres` when we are root, else ourselves. */
function pgCommand(bin, tool, args) {
  const exe = join(bin, tool);
  return isRoot ? ['runuser', ['-u', 'postgres', '--', exe, ...args]] : [exe, args];
}

/**
 * Creates and starts a throwaway cluster (trust auth, loopback only, fsync off) in a new temp
 * directory and returns its URL. `aptInstall` installs PostgreSQL when missing and root.
 */
export async function startCluster({ aptInstall }) {
  let bin = findPgBin();
  if (!bin && isRoot) {
    await aptInstall('postgresql');
    bin = findPgBin();
  }
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
  cluster = { bin, dir, data, started: false };
  if (isRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    if (!Number.isInteger(uid) || !Number.isInteger(gid)) {
      throw new StepError('Running as root but the OS user `postgres` does not exist.');
    }
    chownSync(dir, uid, gid);
  }

  const port = await freePort();
  console.log(`PostgreSQL binaries: ${bin}; cluster in ${dir}; port ${port}`);

  const [initCmd, initArgs] = pgCommand(bin, 'initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
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
  const [ctlCmd, ctlArgs] = pgCommand(bin, 'pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'postgres.log'),
    '-o',
    options,
    '-w',
    '-t',
    '60',
    'start',
  ]);
  // Detached: a Ctrl-C in the terminal must not kill the server before we stop it ourselves.
  const started = await new Promise((resolve) => {
    const child = spawn(ctlCmd, ctlArgs, { stdio: 'inherit', detached: true });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
  cluster.started = true; // even when pg_ctl failed, a postmaster may be left to stop
  if (!started) {
    const log = join(dir, 'postgres.log');
    if (existsSync(log)) process.stderr.write(readFileSync(log, 'utf8'));
    throw new StepError('pg_ctl start failed (server log above)');
  }
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

/** Stops the cluster and removes its directory. Synchronous so exit handlers can call it. */
export function stopCluster() {
  if (!cluster) return;
  const { bin, dir, data, started } = cluster;
  cluster = null;
  if (started && existsSync(join(data, 'postmaster.pid'))) {
    const [cmd, args] = pgCommand(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    const res = spawnSync(cmd, args, { encoding: 'utf8' });
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
  rmSync(dir, { recursive: true, force: true });
  console.log(`PostgreSQL cluster stopped and ${dir} removed.`);
}
