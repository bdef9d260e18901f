/**
 * The benchmarks' settings from the environment (usage: bench/README.md), checked as the server
 * checks its own: a bad value stops the run with the variable, the reason and the value given,
 * before anything starts, never a NaN deep in a measurement.
 */
import { z } from 'zod';
import { LOG_LEVELS } from '../../apps/server/src/config/env.ts';
import { exitOnConfigError, parseEnv } from '../../apps/server/src/config/parse-env.ts';

/** A whole number from `min` to `max`, given as text; `unit` says what it counts. */
const wholeNumber = (unit: string, min: number, max: number) =>
  z.coerce
    .number({ error: `expected a number of ${unit}` })
    .int(`expected whole ${unit}`)
    .min(min, `expected at least ${min}`)
    .max(max, `expected at most ${max}`);

const TARGETS = ['postgres', 'pglite'] as const;
export type DatabaseTarget = (typeof TARGETS)[number];
const isTarget = (name: string): name is DatabaseTarget =>
  (TARGETS as readonly string[]).includes(name);

const benchEnvSchema = z.object({
  BENCH_DURATION: wholeNumber('seconds', 1, 3600).default(10),
  BENCH_CONNECTIONS: wholeNumber('connections', 1, 10_000).default(50),
  // seed:synthetic's own bounds for --spots.
  BENCH_SPOTS: wholeNumber('spots', 1, 10_000_000).default(100_000),
  BENCH_RUNS: wholeNumber('runs', 1, 100).default(5),
  // seed:analytics's own bounds for --events; `--analytics` only.
  BENCH_EVENTS: wholeNumber('events', 1, 50_000_000).default(5_000_000),
  BENCH_EVENTS_PGLITE: wholeNumber('events', 1, 50_000_000).default(1_000_000),
  BENCH_REPORT_RUNS: wholeNumber('runs', 1, 1000).default(20),
  BENCH_TARGETS: z
    .string()
    .transform((v, ctx) => {
      const names = v.split(',').map((t) => t.trim());
      if (names.every(isTarget)) return names;
      ctx.addIssue({
        code: 'custom',
        message: `expected a comma-separated list of ${TARGETS.join(', ')}`,
      });
      return z.NEVER;
    })
    .default([...TARGETS]),
  BENCH_URL: z.url({ protocol: /^https?$/, error: 'expected an absolute http(s) URL' }).optional(),
  BENCH_DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// or postgresql:// URL' })
    .optional(),
  BENCH_LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `expected one of ${LOG_LEVELS.join(', ')}` })
    .default('warn'),
  CHROME_PATH: z.string().default('/usr/bin/chromium'),
});

export interface BenchEnv {
  /** Seconds each endpoint is measured for. */
  durationSec: number;
  /** autocannon's concurrent connections. */
  connections: number;
  /** Synthetic spots added to each target's database. */
  spots: number;
  /** Starts each way in `server-start`. */
  runs: number;
  /** Synthetic analytics events in each target's database for `--analytics`. */
  events: Record<DatabaseTarget, number>;
  /** Sequential requests of each console report `--analytics` times. */
  reportRuns: number;
  targets: DatabaseTarget[];
  /** A server that is already running, measured instead of starting one (no trailing slash). */
  url: string | undefined;
  /** A prepared PostgreSQL database for the postgres target. */
  databaseUrl: string | undefined;
  /** The LOG_LEVEL of the server the benchmark starts. */
  logLevel: (typeof LOG_LEVELS)[number];
  chromePath: string;
}

/** Reads the settings from `env`; throws a ConfigError naming every bad variable. */
export function loadBenchEnv(env: NodeJS.ProcessEnv): BenchEnv {
  const e = parseEnv(benchEnvSchema, env);
  return {
    durationSec: e.BENCH_DURATION,
    connections: e.BENCH_CONNECTIONS,
    spots: e.BENCH_SPOTS,
    runs: e.BENCH_RUNS,
    events: { postgres: e.BENCH_EVENTS, pglite: e.BENCH_EVENTS_PGLITE },
    reportRuns: e.BENCH_REPORT_RUNS,
    targets: e.BENCH_TARGETS,
    url: e.BENCH_URL?.replace(/\/+$/, ''),
    databaseUrl: e.BENCH_DATABASE_URL,
    logLevel: e.BENCH_LOG_LEVEL,
    chromePath: e.CHROME_PATH,
  };
}

let settings: BenchEnv | undefined;

/** This run's settings, read once; a bad variable ends the run with a message naming it. */
export function benchEnv(): BenchEnv {
  settings ??= exitOnConfigError(() => loadBenchEnv(process.env));
  return settings;
}
