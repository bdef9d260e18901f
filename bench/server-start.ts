/**
 * `npm run server-start -w @divespot/bench`: how the server's TypeScript is run, measured
 * (decision 0018). Starts the real server (apps/server/src/main.ts, production web build) on a
 * copy of one seeded embedded database, in turn with tsx (`node --import tsx`), with Node's own
 * type stripping (`node`), and with type stripping and Node's compile cache (NODE_COMPILE_CACHE,
 * filled once beforehand, as `npm start` runs it), BENCH_RUNS times each (default 5), and prints
 * the medians of:
 *
 * - import: importing the server's modules (app, migrations, seed) in a fresh process, without
 *   opening a database: the part of the start that the way of running TypeScript changes;
 * - start: from spawning the process to the first 200 from /api/health (polled every 20 ms);
 * - RSS at start: the server's resident memory 2 s after that (Linux /proc);
 * - RSS after load: after BENCH_DURATION s (default 10) of autocannon, 10 connections, over
 *   health, the spot map, featured destinations and the explore page.
 *
 * Loopback only; every server it starts is stopped, and its temporary directory removed.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../scripts/lib/free-port.ts';
import { benchEnv } from './lib/env.ts';
import { REPO_ROOT } from './lib/server.ts';

const { runs: RUNS, durationSec: LOAD_SECONDS } = benchEnv();
const ENTRY = 'apps/server/src/main.ts';
const RUNNERS = {
  tsx: ['--max-semi-space-size=64', '--import', 'tsx', ENTRY],
  'type stripping': ['--max-semi-space-size=64', ENTRY],
  'type stripping, compile cache': ['--max-semi-space-size=64', ENTRY],
} as const;
type Runner = keyof typeof RUNNERS;
/** The third way's compile cache (as `npm start` runs the server), kept from run to run. */
const compileCache = mkdtempSync(join(tmpdir(), 'divespot-compile-cache-'));

function runnerEnv(runner: Runner): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.NODE_COMPILE_CACHE;
  return runner.endsWith('compile cache') ? { ...env, NODE_COMPILE_CACHE: compileCache } : env;
}
const LOAD_PATHS = [
  '/api/health',
  '/api/spot/map?n=30&e=40&s=20&w=30&zoom=5',
  '/api/destinations/featured',
  '/explore',
];

interface Sample {
  importMs: number;
  startMs: number;
  rssStartMb: number;
  rssLoadMb: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resident memory of a process and every process under it (tsx may run esbuild beside it). */
function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean),
  );
  return kb / 1024 + children.reduce((sum, child) => sum + rssMb(Number(child)), 0);
}

/** Milliseconds to import the server's modules (no database, no listening), in a fresh process. */
function importMs(runner: Runner): Promise<number> {
  const modules = ['app/server.ts', 'db/migrate.ts', 'db/seed/index.ts'];
  const code =
    'const t = performance.now();' +
    modules
      .map((m) => `await import(${JSON.stringify(join(REPO_ROOT, 'apps/server/src', m))});`)
      .join('') +
    'console.log(performance.now() - t);';
  const args = [...RUNNERS[runner].slice(0, -1), '--input-type=module', '-e', code];
  return new Promise((resolve, reject) => {
    let out = '';
    const child = spawn(process.execPath, args, {
      cwd: REPO_ROOT,
      env: runnerEnv(runner),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) =>
      code === 0 ? resolve(Number(out.trim())) : reject(new Error(`${runner}: exit ${code}`)),
    );
  });
}

/** Starts the server on a copy of `seeded` and returns its measurements, then stops it. */
async function measure(runner: Runner, seeded: string): Promise<Sample | 'seeded'> {
  const root = mkdtempSync(join(tmpdir(), 'divespot-start-'));
  const dataDir = join(root, 'data');
  if (existsSync(seeded)) cpSync(seeded, dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, RUNNERS[runner], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...runnerEnv(runner),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${runner}: the server exited early`);
      const ok = await fetch(`${url}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) break;
      await sleep(20);
    }
    const startMs = performance.now() - started;
    if (!existsSync(seeded)) {
      // First start: migrates and seeds. Keep its database for the measured starts.
      child.kill('SIGTERM');
      await exited;
      cpSync(dataDir, seeded, { recursive: true });
      return 'seeded';
    }
    await sleep(2000);
    const pid = child.pid ?? 0;
    const rssStartMb = rssMb(pid);
    await autocannon({
      url,
      connections: 10,
      duration: LOAD_SECONDS,
      requests: LOAD_PATHS.map((path) => ({ path })),
    });
    const rssLoadMb = rssMb(pid);
    return { importMs: await importMs(runner), startMs, rssStartMb, rssLoadMb };
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(root, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

async function main(): Promise<void> {
  if (!existsSync(join(REPO_ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist/index.html is missing: run `npm run build` first.');
  }
  const work = mkdtempSync(join(tmpdir(), 'divespot-start-seed-'));
  const seeded = join(work, 'data');
  try {
    await measure('tsx', seeded);
    await importMs('type stripping, compile cache'); // fills the cache, as a first start would
    const samples = Object.fromEntries(
      Object.keys(RUNNERS).map((r) => [r, [] as Sample[]]),
    ) as Record<Runner, Sample[]>;
    for (let i = 1; i <= RUNS; i++) {
      // Alternating, so a change in the machine's load touches both alike.
      for (const runner of Object.keys(RUNNERS) as Runner[]) {
        const sample = await measure(runner, seeded);
        if (sample === 'seeded') throw new Error('unexpected first start');
        samples[runner].push(sample);
        const { importMs, startMs, rssStartMb, rssLoadMb } = sample;
        console.log(
          `${runner} #${i}: import ${importMs.toFixed(0)} ms, start ${startMs.toFixed(0)} ms, ` +
            `RSS ${rssStartMb.toFixed(0)} MB, ` +
            `after load ${rssLoadMb.toFixed(0)} MB`,
        );
      }
    }
    console.log(`\nNode ${process.version}, medians of ${RUNS} runs:`);
    console.table(
      Object.fromEntries(
        Object.entries(samples).map(([runner, s]) => [
          runner,
          {
            'import (ms)': Math.round(median(s.map((x) => x.importMs))),
            'start (ms)': Math.round(median(s.map((x) => x.startMs))),
            'RSS at start (MB)': Math.round(median(s.map((x) => x.rssStartMb))),
            'RSS after load (MB)': Math.round(median(s.map((x) => x.rssLoadMb))),
          },
        ]),
      ),
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
    rmSync(compileCache, { recursive: true, force: true });
  }
}

await main();
