import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../scripts/lib/free-port.ts';
import {
  SERVER_COMPILE_CACHE,
  SERVER_ENTRY,
  SERVER_NODE_ARGS,
} from '../../scripts/lib/server-command.ts';
import { benchEnv } from './env.ts';

export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');
export const RESULTS_DIR = join(REPO_ROOT, 'bench', 'results');

export interface BenchServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  /** True when the benchmark started the server itself (false with BENCH_URL). */
  owned: boolean;
  /** The server's process id, when the benchmark started it. */
  pid?: number;
  stop: () => Promise<void>;
}

export interface StartOptions {
  /** Require the production web build (apps/web/dist/index.html). */
  needsWebBuild?: boolean;
  /** Extra environment for the server, e.g. DATABASE_URL for a PostgreSQL run. */
  env?: Record<string, string>;
  /**
   * Runs before the server starts, with the environment it will get (DATA_DIR, DATABASE_URL…),
   * e.g. to fill its database with synthetic spots through the server's own CLI.
   */
  prepare?: (env: Record<string, string>) => Promise<void>;
}

/**
 * Copies the production build so a rebuild elsewhere during the run (vite empties dist/) cannot
 * swap chunks under the server, which reads index.html once at start-up.
 */
async function snapshotBuild(target: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    rmSync(target, { recursive: true, force: true });
    cpSync(join(REPO_ROOT, 'apps/web/dist'), target, { recursive: true });
    const index = join(target, 'index.html');
    const html = existsSync(index) ? readFileSync(index, 'utf8') : '';
    const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
    if (html && assets.every((a) => existsSync(join(target, a)))) return;
    if (attempt === 5) throw new Error('apps/web/dist is incomplete (is a build running?)');
    await new Promise((r) => setTimeout(r, 2000));
  }
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode} before it became healthy.`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server at ${url} was not healthy within ${timeoutMs / 1000} s.`);
}

/**
 * The server to measure: BENCH_URL when set, otherwise the real server (production build) started
 * here on a free loopback port with a fresh temporary DATA_DIR, stopped and removed by `stop()`.
 */
export async function startServer(options: StartOptions = {}): Promise<BenchServer> {
  const { url: given, logLevel, databaseUrl } = benchEnv();
  if (given) {
    const res = await fetch(`${given}/api/health`).catch((err: unknown) => {
      throw new Error(`BENCH_URL ${given} is not reachable: ${String(err)}`);
    });
    if (!res.ok) throw new Error(`BENCH_URL ${given}/api/health answered ${res.status}.`);
    return { url: given, owned: false, stop: () => Promise.resolve() };
  }

  if (options.needsWebBuild && !existsSync(join(REPO_ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist/index.html is missing: run `npm run build` first.');
  }

  const port = await freePort();
  const root = mkdtempSync(join(tmpdir(), 'divespot-bench-'));
  const dataDir = join(root, 'data');
  mkdirSync(dataDir);
  const webDir = join(root, 'web');
  if (options.needsWebBuild) await snapshotBuild(webDir);
  const url = `http://127.0.0.1:${port}`;
  const serverEnv: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    LOG_LEVEL: logLevel,
    DATABASE_URL: databaseUrl ?? '',
    ...(options.needsWebBuild
      ? // The server build imports its packages from node_modules: used where the build left it.
        { WEB_DIST_DIR: webDir, WEB_SSR_DIR: join(REPO_ROOT, 'apps/web/dist-ssr') }
      : {}),
    ...options.env,
  };
  try {
    await options.prepare?.(serverEnv);
  } catch (err) {
    rmSync(root, { recursive: true, force: true });
    throw err;
  }
  // Started as `npm start` starts it, with its Node flags.
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_ENTRY], {
    cwd: REPO_ROOT,
    // Own process group, so stop() reaches any process the server starts as well.
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      NODE_COMPILE_CACHE: join(REPO_ROOT, SERVER_COMPILE_CACHE),
      ...process.env,
      ...serverEnv,
    },
  });

  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.pid !== undefined) {
      const exited = new Promise<void>((r) => child.once('exit', () => r()));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const timer = setTimeout(() => {
        try {
          if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(root, { recursive: true, force: true });
  };
  const onSignal = (): void => {
    void stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const startedAt = Date.now();
  try {
    await waitForHealth(url, child, 120_000);
  } catch (err) {
    await stop();
    throw err;
  }
  console.log(`Server ready at ${url} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  return { url, owned: true, pid: child.pid, stop };
}

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux, whatever the kernel's HZ). */
const USER_HZ = 100;

/**
 * The CPU time (user + system) a process has used so far, in microseconds, from /proc; null where
 * there is no /proc (not Linux) or no such process.
 */
export function processCpuMicros(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may hold spaces: its closing parenthesis ends it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the whole line: 12 and 13 here.
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / USER_HZ;
  } catch {
    return null;
  }
}

/** Prints rows as an aligned text table. */
export function printTable(headers: string[], rows: (string | number)[][]): void {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]): string =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const r of cells.slice(1)) console.log(line(r));
}
