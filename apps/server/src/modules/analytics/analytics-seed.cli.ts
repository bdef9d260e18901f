import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { ConfigError, loadConfig } from '../../config/env.ts';
import { openDatabaseForCli } from '../../db/open-for-cli.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { loadVocabulary, seedAnalytics } from './analytics-seed.ts';

/*
 * `npm run seed:analytics -- --events 5000000 --days 90` adds synthetic analytics events (and
 * their daily aggregates) for benchmarks and for seeing the console full
 * (docs/product/analytics.md).
 */

const USAGE = `Usage: npm run seed:analytics -- [--events <n>] [--days <d>] [--seed <s>]
  --events  how many events to add (default 1000000, at most 50000000)
  --days    spread over the last d days, today's included (default 90, at most 400)
  --seed    a number; the same seed makes the same events (default 1)
`;

function whole(name: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`--${name} must be a whole number from ${min} to ${max} (got "${value}")`);
  return n;
}

async function main(): Promise<void> {
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const { values } = parseArgs({
    options: {
      events: { type: 'string', default: '1000000' },
      days: { type: 'string', default: '90' },
      seed: { type: 'string', default: '1' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return void process.stdout.write(USAGE);
  const events = whole('events', values.events, 1, 50_000_000);
  const days = whole('days', values.days, 1, 400);
  const seed = whole('seed', values.seed, 0, 2 ** 31 - 1);
  const database = await openDatabaseForCli(loadConfig());
  const tty = Boolean(process.stdout.isTTY);
  const bar = new cliProgress.SingleBar(
    {
      format: 'Analytics events [{bar}] {percentage}% | {value}/{total} | {eta_formatted} left',
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  try {
    const started = performance.now();
    const vocabulary = await loadVocabulary(database.db);
    if (tty) bar.start(events, 0);
    else process.stdout.write(`Adding ${events} analytics events over ${days} days…\n`);
    let reported = 0;
    await seedAnalytics(
      database.db,
      vocabulary,
      { events, days, seed, until: Date.now() },
      (written) => {
        if (tty) bar.update(written);
        else if (written - reported >= events / 10 || written === events) {
          reported = written;
          process.stdout.write(`  ${written} / ${events}\n`);
        }
      },
    );
    if (tty) bar.stop();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(`Added ${events} analytics events over ${days} days in ${seconds} s.\n`);
  } finally {
    if (tty) bar.stop();
    await database.close();
  }
}

main().catch((error: unknown) => {
  const text = errorMessage(error);
  process.stderr.write(`${error instanceof ConfigError ? '' : 'seed:analytics failed: '}${text}\n`);
  process.exitCode = 1;
});
