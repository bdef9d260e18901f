// Test counts, read from the runners' JSON reports for `npm test`'s closing
// 'N passed, N failed' line.
import { readFileSync } from 'node:fs';

export const counts = { passed: 0, failed: 0 };

/** The parts of Vitest's and Playwright's JSON reports the count is read from. */
interface RunnerReport {
  numPassedTests?: number;
  numFailedTests?: number;
  stats?: { expected?: number; flaky?: number; unexpected?: number };
}

function readReport(file: string): RunnerReport | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as RunnerReport;
  } catch {
    return undefined;
  }
}

/** Adds the counts of Vitest's JSON report, when the run got far enough to write one. */
export function countVitest(report: string): void {
  const json = readReport(report);
  if (json) {
    counts.passed += json.numPassedTests ?? 0;
    counts.failed += json.numFailedTests ?? 0;
  }
}

/** Adds the counts of Playwright's JSON report (a flaky test passed on a retry). */
export function countPlaywright(report: string): void {
  const stats = readReport(report)?.stats;
  if (!stats) return;
  counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  counts.failed += stats.unexpected ?? 0;
}
