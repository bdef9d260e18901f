import type { FileSummary, ImportSummary } from './import.types.ts';
import { UNSPECIFIED_LICENSE } from './import.service.ts';

/** 'alaska.json: 37 rows → 30 inserted, 0 updated, 5 unchanged, 2 rejected'. */
export function formatFileLine(f: FileSummary): string {
  return `${f.file} (${f.format}, source ${f.source}): ${f.rows} rows → ${f.inserted} inserted, ${f.updated} updated, ${f.unchanged} unchanged, ${f.rejected} rejected`;
}

/** Rejections counted by reason, most frequent first. */
export function rejectionsByReason(summary: ImportSummary): [string, number][] {
  const counts = new Map<string, number>();
  for (const r of summary.rejected) counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** The end-of-run summary printed by the CLI. */
export function formatSummary(summary: ImportSummary, seconds: number): string {
  const sources = [...new Set(summary.files.map((f) => f.source))].join(', ');
  const lines = [
    `Import finished in ${seconds.toFixed(1)} s`,
    `  files:      ${summary.files.length} (source ${sources || '–'})`,
    `  rows read:  ${summary.rowsRead}`,
    `  inserted:   ${summary.inserted}`,
    `  updated:    ${summary.updated}`,
    `  unchanged:  ${summary.unchanged}`,
    `  rejected:   ${summary.rejected.length}`,
    ...rejectionsByReason(summary).map(([reason, n]) => `    ${reason}: ${n}`),
  ];
  const unlicensed = summary.files.filter((f) => f.license === UNSPECIFIED_LICENSE);
  if (unlicensed.length) {
    lines.push(
      `Warning: no --license given for ${unlicensed.map((f) => f.file).join(', ')}; stored as '${UNSPECIFIED_LICENSE}'.`,
    );
  }
  return `${lines.join('\n')}\n`;
}
