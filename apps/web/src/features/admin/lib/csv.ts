/** A table as a CSV file, made in the browser: what a report's "Download CSV" saves. */

export type CsvCell = string | number;

export interface CsvTable {
  /** The column titles, as the table on screen shows them. */
  header: readonly string[];
  rows: readonly (readonly CsvCell[])[];
}

/**
 * Text a spreadsheet would run as a formula (a search typed as `=HYPERLINK(…)`, say) starts
 * with one of these; such a cell gets a leading apostrophe, so it opens as the text it is.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export const inertCell = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/**
 * The table as CSV (RFC 4180: CRLF line ends, quotes where needed), with a byte order mark so
 * spreadsheets read it as UTF-8. csv-stringify's browser build loads with the first download, so
 * the console's own chunk does not carry it.
 */
export async function csvOf({ header, rows }: CsvTable): Promise<string> {
  const { stringify } = await import('csv-stringify/browser/esm/sync');
  return stringify([[...header], ...rows.map((row) => [...row])], {
    bom: true,
    record_delimiter: 'windows',
    // A lone line feed in a cell would otherwise go unquoted beside CRLF record ends.
    quoted_match: /[\r\n]/,
    cast: { string: inertCell },
  });
}

/** Saves text as a file through the browser's download. */
export function saveText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the next task; a minute leaves room for a slow disk prompt.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The file name of a report's CSV: `divespot-top-pages-2026-11-08-2026-12-07.csv`. */
export const csvFileName = (report: string, from: string, to: string): string =>
  `divespot-${report}-${from}-${to}.csv`;
