#!/usr/bin/env node
// `npm test`: every check the project has, stopping at the first failure. Steps 1 and 2 run side
// by side, then 3 and 4, then 5 alone (see STAGES).
//
//   1. lint       npm run lint                 (eslint + prettier --check + jscpd)
//   2. typecheck  npm run typecheck            (tsc -b)
//   3. unit       npx vitest run               (unit + API integration tests on PGlite)
//   4. postgres   npx vitest run apps/server   (the server's tests again, on a real PostgreSQL:
//                                               TEST_DATABASE_URL when set, otherwise a throwaway
//                                               local cluster; web and shared tests use no database,
//                                               nor do the PGLITE_ONLY_FILES)
//   5. e2e        npm run build && npm run test:e2e   (Playwright in Debian's Chromium headless
//                                                      shell, package chromium-headless-shell)
//
// Flags (for developers; CI runs everything):
//   --skip-e2e           run steps 1–4 only
//   --only=<step>[,...]  run only the named steps, e.g. --only=postgres or --only=unit,postgres
//   --skip=<step>[,...]  run everything except the named steps
//   --help               print this help
//
// Missing system packages are installed when running as root on Debian (postgresql,
// chromium-headless-shell); otherwise the script fails with a message saying what to install.
// Node builtins only.
import { spawn } from 'node:child_process';
import {
  appendFileSync,
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireProjectNode } from './lib/node-version.mjs';
import { startCluster, stopCluster } from './lib/pg-cluster.mjs';
import { StepError } from './lib/step-error.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const STEPS = ['lint', 'typecheck', 'unit', 'postgres', 'e2e'];
/** Debian's chromium-headless-shell: the browser Playwright itself runs headless tests in. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** The PostgreSQL pass runs only the server's tests: no web or shared test touches a database. */
const SERVER_TESTS = ['apps/server/'];
/**
 * Server tests that never touch the test database (each starts its own embedded database on disk,
 * or a server with DATABASE_URL set by the test): the same on both passes, so the PostgreSQL pass
 * leaves them out.
 */
const PGLITE_ONLY_FILES = [
  'apps/server/src/main.test.ts',
  'apps/server/src/db/data-dir-lock.test.ts',
  'apps/server/src/db/database-pglite.test.ts',
];
const POSTGRES_PASS = [...SERVER_TESTS, ...PGLITE_ONLY_FILES.map((f) => `--exclude=${f}`)];
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);

// ---------------------------------------------------------------------------------------------
// Arguments

function usage() {
  const lines = readFileSync(fileURLToPath(import.meta.url), 'utf8')
    .split('\n')
    .slice(1);
  const end = lines.findIndex((line) => !line.startsWith('//'));
  const text = lines
    .slice(0, end)
    .map((line) => line.replace(/^\/\/ ?/, ''))
    .join('\n');
  console.log(text);
}

function parseArgs(argv) {
  let selected = [...STEPS];
  const listArg = (arg, name) => {
    const names = arg
      .slice(name.length + 3)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const unknown = names.filter((n) => !STEPS.includes(n));
    if (names.length === 0 || unknown.length > 0) {
      console.error(`Unknown step in ${arg}. Steps: ${STEPS.join(', ')}`);
      process.exit(2);
    }
    return names;
  };
  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') {
      usage();
      process.exit(0);
    } else if (arg === '--skip-e2e') {
      selected = selected.filter((s) => s !== 'e2e');
    } else if (arg.startsWith('--only=')) {
      const only = listArg(arg, 'only');
      selected = selected.filter((s) => only.includes(s));
    } else if (arg.startsWith('--skip=')) {
      const skip = listArg(arg, 'skip');
      selected = selected.filter((s) => !skip.includes(s));
    } else {
      console.error(`Unknown argument: ${arg} (try --help)`);
      process.exit(2);
    }
  }
  return selected;
}

// ---------------------------------------------------------------------------------------------
// Running commands

/** The children running now, so signals can be forwarded to them. */
const running = new Set();
let interrupted = false;
/** Set when a step failed: the steps beside it are stopped, as their result no longer matters. */
let stopped = false;

/** Prints a line, or appends it to the step's log when the step runs beside another. */
function say(log, text) {
  if (log) appendFileSync(log, `${text}\n`);
  else console.log(text);
}

/**
 * Runs a command. With `log` set, its output goes to that file instead of the terminal (a step
 * running beside another prints its output whole once it ends, so the two never interleave).
 */
function run(cmd, args, { env = process.env, cwd = ROOT, log } = {}) {
  say(log, paint('2', `$ ${[cmd, ...args].join(' ')}`));
  return new Promise((resolve) => {
    const fd = log ? openSync(log, 'a') : undefined;
    const stdio = fd === undefined ? 'inherit' : ['ignore', fd, fd];
    // Own process group: on a signal we interrupt the whole tree (npm → sh → playwright/vitest)
    // ourselves, the way Ctrl-C would, so runners get to tear down what they started.
    const child = spawn(cmd, args, { cwd, env, stdio, detached: true });
    if (fd !== undefined) closeSync(fd);
    running.add(child);
    child.on('error', (err) => {
      console.error(`Could not start ${cmd}: ${err.message}`);
      running.delete(child);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal === 'SIGINT' ? 130 : 1));
    });
  });
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // group already gone
  }
}

async function mustRun(cmd, args, opts) {
  const code = await run(cmd, args, opts);
  if (interrupted) throw new StepError('interrupted');
  if (stopped) throw new StepError('stopped, as a step beside it failed');
  if (code !== 0) throw new StepError(`\`${[cmd, ...args].join(' ')}\` exited with code ${code}`);
}

async function aptInstall(pkg) {
  console.log(paint('33', `Installing ${pkg} with apt-get (running as root)...`));
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await mustRun('apt-get', ['update'], { env });
  await mustRun('apt-get', ['install', '-y', '--no-install-recommends', pkg], { env });
}

/** Environment for child processes, without a TEST_DATABASE_URL inherited from the shell. */
function envWithoutDb(extra = {}) {
  const env = { ...process.env, ...extra };
  if (!('TEST_DATABASE_URL' in extra)) delete env.TEST_DATABASE_URL;
  return env;
}

// ---------------------------------------------------------------------------------------------
// Test counts, read from the runners' JSON reports for the closing 'N passed, N failed' line

const reportDir = mkdtempSync(join(tmpdir(), 'divespot-test-reports-'));
const counts = { passed: 0, failed: 0 };
let reports = 0;

function readReport(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

async function runVitest(env, log, filters = []) {
  const report = join(reportDir, `vitest-${++reports}.json`);
  try {
    await mustRun(
      'npx',
      [
        'vitest',
        'run',
        ...filters,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      { env, log },
    );
  } finally {
    const json = readReport(report);
    if (json) {
      counts.passed += json.numPassedTests ?? 0;
      counts.failed += json.numFailedTests ?? 0;
    }
  }
}

function countPlaywright(report) {
  const stats = readReport(report)?.stats;
  if (!stats) return;
  counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  counts.failed += stats.unexpected ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Steps

const stepDefs = {
  lint: {
    title: 'Lint (eslint + prettier + jscpd)',
    run: (log) => mustRun('npm', ['run', 'lint'], { log }),
  },
  typecheck: {
    title: 'Type-check (tsc -b)',
    run: (log) => mustRun('npm', ['run', 'typecheck'], { log }),
  },
  unit: {
    title: 'Unit and API integration tests on PGlite (vitest)',
    run: (log) => runVitest(envWithoutDb(), log),
  },
  postgres: {
    title: 'Unit and API integration tests on PostgreSQL (vitest)',
    run: async (log) => {
      const given = process.env.TEST_DATABASE_URL;
      if (given) {
        say(log, 'Using TEST_DATABASE_URL from the environment.');
        await runVitest({ ...process.env }, log, POSTGRES_PASS);
        return;
      }
      try {
        const url = await startCluster({ aptInstall });
        say(log, `TEST_DATABASE_URL=${url}`);
        await runVitest(envWithoutDb({ TEST_DATABASE_URL: url }), log, POSTGRES_PASS);
      } finally {
        stopCluster();
      }
    },
  },
  e2e: {
    title: 'End-to-end tests (production build, Playwright + Chromium headless shell)',
    run: async (log) => {
      if (!existsSync(HEADLESS_SHELL)) {
        if (!isRoot) {
          throw new StepError(
            `${HEADLESS_SHELL} is missing. Install Debian's package (sudo apt-get install ` +
              'chromium-headless-shell); do not use `npx playwright install`.',
          );
        }
        await aptInstall('chromium-headless-shell');
        if (!existsSync(HEADLESS_SHELL)) {
          throw new StepError(`${HEADLESS_SHELL} still missing after install.`);
        }
      }
      await mustRun('npm', ['run', 'build'], { env: envWithoutDb(), log });
      const report = join(reportDir, `e2e.json`);
      try {
        await mustRun('npm', ['run', 'test:e2e'], {
          env: envWithoutDb({ E2E_JSON_REPORT: report }),
          log,
        });
      } finally {
        countPlaywright(report);
      }
    },
  },
};

/**
 * Steps that run side by side. eslint and tsc are single-threaded (lint 185 s beside type-check
 * 78 s on the two-core CI machine). The test passes wait on PGlite, PostgreSQL, child servers and
 * sockets as often as they compute: side by side 451 s, against 352 + 229 s one after the other.
 * The end-to-end step keeps both cores busy and runs alone.
 */
const STAGES = [['lint', 'typecheck'], ['unit', 'postgres'], ['e2e']];

function banner(index, total, name) {
  const text = ` [${index}/${total}] ${name}: ${stepDefs[name].title} `;
  const line = '━'.repeat(Math.max(4, 100 - text.length));
  console.log('\n' + paint('1;36', `━━━${text}${line}`));
}

const fmtSeconds = (ms) => `${(ms / 1000).toFixed(1)}s`;

/** Runs one step and records its outcome; throws a StepError (or another error) on failure. */
async function runStep(name, log, results) {
  const started = Date.now();
  try {
    await stepDefs[name].run(log);
    results.set(name, { status: 'passed', ms: Date.now() - started });
  } catch (err) {
    const status = interrupted ? 'interrupted' : stopped ? 'stopped' : 'FAILED';
    results.set(name, { status, ms: Date.now() - started });
    throw err;
  }
}

/** Prints a step's outcome and, when it ran beside another, its output. */
function report(name, results, log, err) {
  if (log && existsSync(log)) process.stdout.write(readFileSync(log, 'utf8'));
  const r = results.get(name);
  if (r.status === 'stopped') {
    console.log(paint('33', `■ ${name} stopped, as a step beside it failed`));
    return;
  }
  if (r.status === 'passed') {
    console.log(paint('32', `✔ ${name} passed in ${fmtSeconds(r.ms)}`));
    return;
  }
  const message = err instanceof Error ? err.message : String(err);
  console.error(paint('1;31', `✘ ${name} failed: ${message}`));
  if (!(err instanceof StepError)) console.error(err);
}

async function main() {
  const selected = parseArgs(process.argv.slice(2));
  requireProjectNode({ announce: true });
  const results = new Map(selected.map((s) => [s, { status: 'not run', ms: 0 }]));
  let failed = false;

  const onSignal = () => {
    if (running.size > 0 && !interrupted) {
      // Interrupt the running steps like Ctrl-C; their failure runs the `finally` clean-ups. If
      // they do not stop in time (or a second signal comes), kill their process groups.
      interrupted = true;
      const children = [...running];
      for (const child of children) signalGroup(child, 'SIGINT');
      setTimeout(() => children.forEach((c) => signalGroup(c, 'SIGKILL')), 30_000).unref();
      return;
    }
    interrupted = true;
    for (const child of running) signalGroup(child, 'SIGKILL');
    stopCluster();
    process.exit(130);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('exit', () => stopCluster());

  let index = 0;
  for (const stage of STAGES) {
    const names = stage.filter((name) => selected.includes(name));
    if (names.length === 0) continue;
    for (const name of names) banner(++index, selected.length, name);
    if (names.length > 1) console.log(paint('2', `(${names.join(' and ')} run side by side)`));
    // The first step of a stage prints as it runs; the others print whole when they end.
    const logs = names.map((name, i) => (i === 0 ? undefined : join(reportDir, `${name}.log`)));
    const outcomes = await Promise.allSettled(
      names.map((name, i) =>
        runStep(name, logs[i], results).catch((err) => {
          // One failure stops the others of its stage.
          if (!stopped && !interrupted) {
            stopped = true;
            for (const child of running) signalGroup(child, 'SIGINT');
          }
          throw err;
        }),
      ),
    );
    names.forEach((name, i) => {
      const outcome = outcomes[i];
      report(name, results, logs[i], outcome.status === 'rejected' ? outcome.reason : undefined);
    });
    if (outcomes.some((o) => o.status === 'rejected')) {
      failed = true;
      break;
    }
  }
  const summary = [...results]
    .map(([name, r]) => `${name} ${r.status}${r.ms ? ` (${fmtSeconds(r.ms)})` : ''}`)
    .join(' · ');
  console.log('\n' + paint(failed ? '1;31' : '1;32', `Summary: ${summary}`));
  console.log(`tests: ${counts.passed} passed, ${counts.failed} failed`);
  rmSync(reportDir, { recursive: true, force: true });
  process.exitCode = failed ? (interrupted ? 130 : 1) : 0;
}

await main();
