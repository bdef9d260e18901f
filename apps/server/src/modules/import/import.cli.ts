import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../../config/env.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { openDatabaseForCli } from '../../db/open-for-cli.ts';
import { parseCliArgs, USAGE } from './cli-args.ts';
import { formatSummary } from './format-summary.ts';
import { ImportError } from './import-error.ts';
import { ImportService } from './import.service.ts';
import type { ImportSummary } from './import.types.ts';
import { createProgressReporter } from './progress.ts';
import { errorMessage } from '../../lib/error-message.ts';

/*
 * `npm run import -- <file> [<file> …]`: imports dive-site datasets into the configured
 * database. Exit code 0 when the run completed (rejected rows included), 1 on a fatal error.
 */

const open = (config: Config): Promise<DatabaseHandle> =>
  openDatabaseForCli(config).catch((error: unknown) => {
    throw new ImportError(errorMessage(error), { cause: error });
  });

async function writeReport(file: string, summary: ImportSummary): Promise<void> {
  const { rejected, ...totals } = summary;
  const report = { ...totals, rejectedCount: rejected.length, rejected };
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
}

async function main(): Promise<void> {
  // npm runs workspace scripts inside apps/server: resolve files, DATA_DIR and --report from
  // the directory the user ran npm in.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const args = parseCliArgs(process.argv.slice(2));
  if (args.help) {
    process.stdout.write(USAGE);
    return;
  }
  const config = loadConfig();
  const files = args.files.map((f) => path.resolve(f));
  const database = await open(config);
  try {
    const progress = createProgressReporter(Boolean(process.stderr.isTTY));
    const started = performance.now();
    let summary: ImportSummary;
    try {
      summary = await new ImportService(database.db).runImport({
        files,
        source: args.source,
        license: args.license,
        attribution: args.attribution,
        onStart: progress.start,
        onRows: progress.rows,
        onFile: progress.file,
      });
    } finally {
      progress.stop();
    }
    if (args.report) await writeReport(path.resolve(args.report), summary);
    process.stdout.write(formatSummary(summary, (performance.now() - started) / 1000));
    if (args.report) process.stdout.write(`Report of rejected rows: ${args.report}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const usage =
    error instanceof ImportError && /No files|Unknown option|argument/.test(error.message);
  const prefix = error instanceof ConfigError ? '' : 'Import failed: ';
  process.stderr.write(`${prefix}${errorMessage(error)}\n${usage ? `\n${USAGE}` : ''}`);
  process.exitCode = 1;
});
