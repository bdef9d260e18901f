import type { CsvCell, CsvTable } from './csv.ts';

/**
 * How a column's values read on screen: text as it is, counts as numbers in the page's
 * language, days (YYYY-MM-DD) as dates, latitudes and longitudes with their hemisphere.
 */
export type ColumnKind = 'text' | 'number' | 'day' | 'lat' | 'lng';

export interface ReportColumn {
  label: string;
  kind: ColumnKind;
}

/** A report's table: what the page shows and, the same figures unformatted, its CSV. */
export interface ReportTableData {
  columns: readonly ReportColumn[];
  rows: readonly (readonly CsvCell[])[];
  /** Where each row's first cell links to (a spot's page), if anywhere. */
  links?: readonly (string | undefined)[];
}

export const csvTableOf = ({ columns, rows }: ReportTableData): CsvTable => ({
  header: columns.map((c) => c.label),
  rows,
});
