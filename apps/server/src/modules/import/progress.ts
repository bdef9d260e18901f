import cliProgress from 'cli-progress';
import type { FileSummary } from './import.types.ts';
import { formatFileLine } from './format-summary.ts';

export interface ProgressReporter {
  start: (totalRows: number) => void;
  rows: (count: number, file: string) => void;
  file: (summary: FileSummary) => void;
  stop: () => void;
}

/** A progress bar on a terminal; one plain line per file otherwise (logs, CI, pipes). */
export function createProgressReporter(
  isTty: boolean,
  write: (line: string) => void = (line) => process.stdout.write(line),
): ProgressReporter {
  if (!isTty) {
    return {
      start: (total) => write(`Importing ${total} rows…\n`),
      rows: () => undefined,
      file: (summary) => write(`${formatFileLine(summary)}\n`),
      stop: () => undefined,
    };
  }
  const bar = new cliProgress.SingleBar(
    {
      format: 'Importing [{bar}] {percentage}% | {value}/{total} rows | {file}',
      hideCursor: true,
      clearOnComplete: false,
      stopOnComplete: false,
    },
    cliProgress.Presets.shades_classic,
  );
  return {
    start: (total) => bar.start(total, 0, { file: '' }),
    rows: (count, file) => bar.increment(count, { file }),
    file: () => undefined,
    stop: () => bar.stop(),
  };
}
