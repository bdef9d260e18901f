#!/usr/bin/env -S node --import tsx
// `npm test`: every check the project has, stopping at the first failure. Steps 1 and 2 run side
// by side, then 3 and 4, then 5 alone (see STAGES).
//
//   1. lint       npm run lint                 (eslint + prettier --check + jscpd)
//   2. typecheck  npm run typecheck            (tsc -b)
//   3. unit       npx vitest run <UNIT_PASS>   (the web app's, shared and tooling tests, and the
//                                               server's tests of the embedded PGlite database)
//   4. postgres   npx vitest run apps/server   (the server's tests on a real PostgreSQL, the
//                                               production database: TEST_DATABASE_URL when set,
//                                               otherwise a throwaway local cluster; all but the
//                                               PGLITE_ONLY_FILES)
//
// The server's whole suite on PGlite, the database `npm start` uses, is `npm run test:pglite`; in
// `npm test` PGlite is tested by its own files and by the e2e suite, whose server runs on it.
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
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireProjectNode } from './lib/node-version.ts';
import { startCluster, stopCluster } from './lib/pg-cluster.ts';
import { StepError } from './lib/step-error.ts';
import { mustRun, paint, runs, say, signalGroup } from './lib/step-commands.ts';
import { countPlaywright, counts, countVitest } from './lib/test-counts.ts';

const STEPS = ['lint', 'typecheck', 'unit', 'postgres', 'e2e'] as const;
type Step = (typeof STEPS)[number];
const isStep = (name: string): name is Step => (STEPS as readonly string[]).includes(name);
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
/**
 * The first vitest pass: everything but the server's suite, which runs on PostgreSQL beside it.
 * Running that suite on PGlite too doubled the server's tests and took this pass from about 170 s
 * to 500 s on the two-core CI machine, past CI's 30 minutes once the project moved to Node 24.
 */
const UNIT_PASS = ['apps/web/', 'packages/', 'eslint/', 'bench/lib/', ...PGLITE_ONLY_FILES];
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

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

function parseArgs(argv: string[]): Step[] {
  let selected: Step[] = [...STEPS];
  const listArg = (arg: string, name: string): Step[] => {
    const names = arg
      .slice(name.length + 3)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const steps = names.filter(isStep);
    if (names.length === 0 || steps.length < names.length) {
      console.error(`Unknown step in ${arg}. Steps: ${STEPS.join(', ')}`);
      process.exit(2);
    }
    return steps;
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

async function aptInstall(pkg: string): Promise<void> {
  console.log(paint('33', `Installing ${pkg} with apt-get (running as root)...`));
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await mustRun('apt-get', ['update'], { env });
  await mustRun('apt-get', ['install', '-y', '--no-install-recommends', pkg], { env });
}

/** Environment for child processes, without a TEST_DATABASE_URL inherited from the shell. */
function envWithoutDb(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra };
  if (!('TEST_DATABASE_URL' in extra)) delete env.TEST_DATABASE_URL;
  return env;
}

// ---------------------------------------------------------------------------------------------
// Test counts, read from the runners' JSON reports for the closing 'N passed, N failed' line

const reportDir = mkdtempSync(join(tmpdir(), 'divespot-test-reports-'));
let reports = 0;

async function runVitest(
  env: NodeJS.ProcessEnv,
  log: string | undefined,
  filters: string[] = [],
): Promise<void> {
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
    countVitest(report);
  }
}

// ---------------------------------------------------------------------------------------------
// Steps

const stepDefs: Record<Step, { title: string; run: (log?: string) => Promise<void> }> = {
  lint: {
    title: 'Lint (eslint + prettier + jscpd)',
    run: (log) => mustRun('npm', ['run', 'lint'], { log }),
  },
  typecheck: {
    title: 'Type-check (tsc -b)',
    run: (log) => mustRun('npm', ['run', 'typecheck'], { log }),
  },
  unit: {
    title: 'Web, shared and tooling tests, and the PGlite database (vitest)',
    run: (log) => runVitest(envWithoutDb(), log, UNIT_PASS),
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
const STAGES: Step[][] = [['lint', 'typecheck'], ['unit', 'postgres'], ['e2e']];

function banner(index: number, total: number, name: Step): void {
  const text = ` [${index}/${total}] ${name}: ${stepDefs[name].title} `;
  const line = '━'.repeat(Math.max(4, 100 - text.length));
  console.log('\n' + paint('1;36', `━━━${text}${line}`));
}

function fmtSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)}s`;
}

/** Runs one step and records its outcome; throws a StepError (or another error) on failure. */
interface Outcome {
  status: 'not run' | 'passed' | 'FAILED' | 'interrupted' | 'stopped';
  ms: number;
}

async function runStep(
  name: Step,
  log: string | undefined,
  results: Map<Step, Outcome>,
): Promise<void> {
  const started = Date.now();
  try {
    await stepDefs[name].run(log);
    results.set(name, { status: 'passed', ms: Date.now() - started });
  } catch (err) {
    const status = runs.interrupted ? 'interrupted' : runs.stopped ? 'stopped' : 'FAILED';
    results.set(name, { status, ms: Date.now() - started });
    throw err;
  }
}

/** Prints a step's outcome and, when it ran beside another, its output. */
function report(
  name: Step,
  results: Map<Step, Outcome>,
  log: string | undefined,
  err: unknown,
): void {
  if (log && existsSync(log)) process.stdout.write(readFileSync(log, 'utf8'));
  const r = results.get(name)!;
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

async function main(): Promise<void> {
  const selected = parseArgs(process.argv.slice(2));
  requireProjectNode({ announce: true });
  const results = new Map<Step, Outcome>(selected.map((s) => [s, { status: 'not run', ms: 0 }]));
  let failed = false;

  const onSignal = () => {
    if (runs.running.size > 0 && !runs.interrupted) {
      // Interrupt the running steps like Ctrl-C; their failure runs the `finally` clean-ups. If
      // they do not stop in time (or a second signal comes), kill their process groups.
      runs.interrupted = true;
      const children = [...runs.running];
      for (const child of children) signalGroup(child, 'SIGINT');
      setTimeout(() => children.forEach((c) => signalGroup(c, 'SIGKILL')), 30_000).unref();
      return;
    }
    runs.interrupted = true;
    for (const child of runs.running) signalGroup(child, 'SIGKILL');
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
          if (!runs.stopped && !runs.interrupted) {
            runs.stopped = true;
            for (const child of runs.running) signalGroup(child, 'SIGINT');
          }
          throw err;
        }),
      ),
    );
    names.forEach((name, i) => {
      const outcome = outcomes[i];
      report(name, results, logs[i], outcome?.status === 'rejected' ? outcome.reason : undefined);
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
  process.exitCode = failed ? (runs.interrupted ? 130 : 1) : 0;
}

await main();
