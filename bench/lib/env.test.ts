import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../apps/server/src/config/parse-env.ts';
import { loadBenchEnv } from './env.ts';

/** The ConfigError's problem lines for `env`, or a failure when it is accepted. */
function problems(env: Record<string, string>): string[] {
  try {
    loadBenchEnv(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('loadBenchEnv', () => {
  it('applies the documented defaults', () => {
    expect(loadBenchEnv({})).toEqual({
      durationSec: 10,
      connections: 50,
      spots: 100_000,
      runs: 5,
      events: { postgres: 5_000_000, pglite: 1_000_000 },
      reportRuns: 20,
      targets: ['postgres', 'pglite'],
      url: undefined,
      databaseUrl: undefined,
      logLevel: 'warn',
      chromePath: '/usr/bin/chromium',
    });
  });

  it('reads numbers, targets and URLs, and treats empty variables as unset', () => {
    const env = loadBenchEnv({
      BENCH_DURATION: '30',
      BENCH_CONNECTIONS: '100',
      BENCH_SPOTS: '20000',
      BENCH_EVENTS: '200000',
      BENCH_EVENTS_PGLITE: '50000',
      BENCH_REPORT_RUNS: '5',
      BENCH_TARGETS: ' pglite , postgres',
      BENCH_URL: 'http://127.0.0.1:3000/',
      BENCH_DATABASE_URL: '',
    });
    expect(env).toMatchObject({ durationSec: 30, connections: 100, spots: 20_000, reportRuns: 5 });
    expect(env.events).toEqual({ postgres: 200_000, pglite: 50_000 });
    expect(env.targets).toEqual(['pglite', 'postgres']);
    expect(env.url).toBe('http://127.0.0.1:3000');
    expect(env.databaseUrl).toBeUndefined();
  });

  it('names each bad number with its reason and the value given, never NaN', () => {
    expect(
      problems({
        BENCH_DURATION: 'ten',
        BENCH_CONNECTIONS: '0',
        BENCH_SPOTS: '1.5',
      }),
    ).toEqual([
      'BENCH_DURATION: expected a number of seconds (got "ten")',
      'BENCH_CONNECTIONS: expected at least 1 (got "0")',
      'BENCH_SPOTS: expected whole spots (got "1.5")',
    ]);
    expect(problems({ BENCH_SPOTS: '20000000' })).toEqual([
      'BENCH_SPOTS: expected at most 10000000 (got "20000000")',
    ]);
    expect(
      problems({ BENCH_EVENTS: '5e8', BENCH_EVENTS_PGLITE: '-1', BENCH_REPORT_RUNS: '0' }),
    ).toEqual([
      'BENCH_EVENTS: expected at most 50000000 (got "5e8")',
      'BENCH_EVENTS_PGLITE: expected at least 1 (got "-1")',
      'BENCH_REPORT_RUNS: expected at least 1 (got "0")',
    ]);
  });

  it('refuses unknown targets, URLs of the wrong kind and unknown log levels', () => {
    expect(
      problems({
        BENCH_TARGETS: 'postgres,mysql',
        BENCH_URL: 'localhost:3000',
        BENCH_DATABASE_URL: 'mysql://db/divespot',
        BENCH_LOG_LEVEL: 'loud',
      }),
    ).toEqual([
      'BENCH_TARGETS: expected a comma-separated list of postgres, pglite (got "postgres,mysql")',
      'BENCH_URL: expected an absolute http(s) URL (got "localhost:3000")',
      'BENCH_DATABASE_URL: expected a postgres:// or postgresql:// URL (got "mysql://db/divespot")',
      'BENCH_LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ]);
  });
});
