#!/usr/bin/env node
// `npm test`: every check the project has, in order, stopping at the first failure.
//
//   1. lint       npm run lint                 (eslint + prettier --check)
//   2. typecheck  npm run typecheck            (tsc -b)
//   3. unit       npx vitest run               (unit + API integration tests on PGlite)
//   4. postgres   npx vitest run apps/server   (the server's tests again, on a real PostgreSQL:
//                                               TEST_DATABASE_URL when set, otherwise a throwaway
//                                               local cluster; web and shared tests use no database)
//   5. e2e        npm run build && npm run test:e2e   (Playwright in Debian's Chromium)
//
// Flags (for developers; CI runs everything):
//   --skip-e2e           run steps 1–4 only
//   --only=<step>[,...]  run only the named steps, e.g. --only=postgres or --only=unit,postgres
//   --skip=<step>[,...]  run everything except the named steps
//   --help               print this help
//
// Missing system packages are installed when running as root on Debian (postgresql, chromium);
// otherwise the script fails with a message saying what to install. Node builtins only.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCluster, stopCluster } from './lib/pg-cluster.mjs';
import { StepError } from './lib/step-error.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const STEPS = ['lint', 'typecheck', 'unit', 'postgres', 'e2e'];
const CHROMIUM = '/usr/bin/chromium';
/** The PostgreSQL pass runs only the server's tests: no web or shared test touches a database. */
const SERVER_TESTS = ['apps/server/'];
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

/** The child currently running, so signals can be forwarded to it. */
let current = null;
let interrupted = false;

function run(cmd, args, { env = process.env, cwd = ROOT } = {}) {
  console.log(paint('2', `$ ${[cmd, ...args].join(' ')}`));
  return new Promise((resolve) => {
    // Own process group: on a signal we interrupt the whole tree (npm → sh → playwright/vitest)
    // ourselves, the way Ctrl-C would, so runners get to tear down what they started.
    const child = spawn(cmd, args, { cwd, env, stdio: 'inherit', detached: true });
    current = child;
    child.on('error', (err) => {
      console.error(`Could not start ${cmd}: ${err.message}`);
      current = null;
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      current = null;
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

async function runVitest(env, filters = []) {
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
      { env },
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
    title: 'Lint (eslint + prettier)',
    run: () => mustRun('npm', ['run', 'lint']),
  },
  typecheck: {
    title: 'Type-check (tsc -b)',
    run: () => mustRun('npm', ['run', 'typecheck']),
  },
  unit: {
    title: 'Unit and API integration tests on PGlite (vitest)',
    run: () => runVitest(envWithoutDb()),
  },
  postgres: {
    title: 'Unit and API integration tests on PostgreSQL (vitest)',
    run: async () => {
      const given = process.env.TEST_DATABASE_URL;
      if (given) {
        console.log('Using TEST_DATABASE_URL from the environment.');
        await runVitest({ ...process.env }, SERVER_TESTS);
        return;
      }
      try {
        const url = await startCluster({ aptInstall });
        console.log(`TEST_DATABASE_URL=${url}`);
        await runVitest(envWithoutDb({ TEST_DATABASE_URL: url }), SERVER_TESTS);
      } finally {
        stopCluster();
      }
    },
  },
  e2e: {
    title: 'End-to-end tests (production build, Playwright + Chromium)',
    run: async () => {
      if (!existsSync(CHROMIUM)) {
        if (!isRoot) {
          throw new StepError(
            `${CHROMIUM} is missing. Install Debian's Chromium (sudo apt-get install chromium); ` +
              'do not use `npx playwright install`.',
          );
        }
        await aptInstall('chromium');
        if (!existsSync(CHROMIUM)) throw new StepError(`${CHROMIUM} still missing after install.`);
      }
      await mustRun('npm', ['run', 'build'], { env: envWithoutDb() });
      const report = join(reportDir, `e2e.json`);
      try {
        await mustRun('npm', ['run', 'test:e2e'], {
          env: envWithoutDb({ E2E_JSON_REPORT: report }),
        });
      } finally {
        countPlaywright(report);
      }
    },
  },
};

function banner(index, total, name) {
  const text = ` [${index}/${total}] ${name}: ${stepDefs[name].title} `;
  const line = '━'.repeat(Math.max(4, 100 - text.length));
  console.log('\n' + paint('1;36', `━━━${text}${line}`));
}

function fmtSeconds(ms) {
  return `${(ms / 1000).toFixed(1)}s`;
}

async function main() {
  const selected = parseArgs(process.argv.slice(2));
  const results = new Map(selected.map((s) => [s, { status: 'not run', ms: 0 }]));
  let failed = false;

  const onSignal = () => {
    if (current && !interrupted) {
      // Interrupt the running step like Ctrl-C; its failure runs the `finally` clean-ups. If it
      // does not stop in time (or a second signal comes), kill its process group.
      interrupted = true;
      const child = current;
      signalGroup(child, 'SIGINT');
      setTimeout(() => signalGroup(child, 'SIGKILL'), 30_000).unref();
      return;
    }
    interrupted = true;
    if (current) signalGroup(current, 'SIGKILL');
    stopCluster();
    process.exit(130);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('exit', () => stopCluster());

  for (const [i, name] of selected.entries()) {
    banner(i + 1, selected.length, name);
    const started = Date.now();
    try {
      await stepDefs[name].run();
      results.set(name, { status: 'passed', ms: Date.now() - started });
      console.log(paint('32', `✔ ${name} passed in ${fmtSeconds(Date.now() - started)}`));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      results.set(name, {
        status: interrupted ? 'interrupted' : 'FAILED',
        ms: Date.now() - started,
      });
      console.error(paint('1;31', `✘ ${name} failed: ${message}`));
      if (!(err instanceof StepError)) console.error(err);
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
