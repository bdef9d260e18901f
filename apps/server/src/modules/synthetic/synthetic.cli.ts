import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config/env.ts';
import { openDatabaseForCli } from '../../db/open-for-cli.ts';
import { refreshPlannerStatistics } from '../../db/statistics.ts';
import { countSyntheticSpots, deleteSyntheticSpots } from './synthetic.repository.ts';
import { SyntheticSpotService } from './synthetic.service.ts';
import { errorMessage } from '../../lib/error-message.ts';

/*
 * `npm run seed:synthetic -- --spots 100000` adds synthetic spots for scale tests;
 * `npm run seed:synthetic -- --remove` deletes them all again.
 */

const USAGE = `Usage: npm run seed:synthetic -- --spots <n>   add n synthetic spots (default 100000)
       npm run seed:synthetic -- --remove      remove every synthetic spot
`;

async function main(): Promise<void> {
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const { values } = parseArgs({
    options: {
      spots: { type: 'string', default: '100000' },
      remove: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return void process.stdout.write(USAGE);
  const count = Number(values.spots);
  if (!values.remove && (!Number.isInteger(count) || count < 1 || count > 10_000_000)) {
    throw new Error(`--spots must be a whole number from 1 to 10000000 (got "${values.spots}")`);
  }
  const database = await openDatabaseForCli(loadConfig());
  try {
    const started = performance.now();
    if (values.remove) {
      const removed = await deleteSyntheticSpots(database.db);
      await refreshPlannerStatistics(database.db);
      process.stdout.write(`Removed ${removed} synthetic spots.\n`);
      return;
    }
    await new SyntheticSpotService(database.db).addSyntheticSpots(count, (done) =>
      process.stdout.write(`  ${done} / ${count} synthetic spots\n`),
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const total = await countSyntheticSpots(database.db);
    process.stdout.write(`Added ${count} synthetic spots in ${seconds} s (${total} in all).\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const text = errorMessage(error);
  process.stderr.write(`${error instanceof ConfigError ? '' : 'seed:synthetic failed: '}${text}\n`);
  process.exitCode = 1;
});
