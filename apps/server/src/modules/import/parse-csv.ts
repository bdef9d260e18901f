import { parse } from 'csv-parse/sync';
import { normalizeKey } from './field-reader.ts';

const DELIMITERS = [',', ';', '\t', '|'] as const;

/** The delimiter that splits the header line into the most columns. */
function guessDelimiter(text: string): string {
  const end = text.indexOf('\n');
  const header = end === -1 ? text : text.slice(0, end);
  let best: string = ',';
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    const count = header.split(delimiter).length - 1;
    if (count > bestCount) [best, bestCount] = [delimiter, count];
  }
  return best;
}

const LAT_COLUMNS = new Set(['lat', 'latitude', 'y']);
const LNG_COLUMNS = new Set(['lon', 'lng', 'long', 'longitude', 'x']);

/** True when the header names a latitude and a longitude column: a dive-site CSV. */
export function looksLikeSiteHeader(columns: readonly string[]): boolean {
  const keys = columns.map(normalizeKey);
  return keys.some((k) => LAT_COLUMNS.has(k)) && keys.some((k) => LNG_COLUMNS.has(k));
}

/**
 * Rows of a CSV with a header line, as objects keyed by the header (values stay strings).
 * Returns null when the header has no coordinate columns. Throws on malformed CSV.
 */
export function parseCsvRows(text: string): Record<string, string>[] | null {
  const delimiter = guessDelimiter(text);
  let columns: string[] = [];
  const rows = parse<Record<string, string>>(text, {
    bom: true,
    delimiter,
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
    columns: (header: string[]) => (columns = header),
  });
  return looksLikeSiteHeader(columns) ? rows : null;
}
