import { useRef, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import { useScrollEdges } from '../../../lib/use-scroll-edges.ts';
import type { CsvCell } from '../lib/csv.ts';
import type { ColumnKind, ReportTableData } from '../lib/report-table.ts';

/** A cell's value as the page's language writes it. */
function formatCell(intl: IntlShape, kind: ColumnKind, value: CsvCell): string {
  if (typeof value === 'string') {
    return kind === 'day'
      ? intl.formatDate(`${value}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })
      : value;
  }
  if (kind === 'lat' || kind === 'lng') {
    const hemisphere = kind === 'lat' ? (value < 0 ? 'S' : 'N') : value < 0 ? 'W' : 'E';
    const degrees = intl.formatNumber(Math.abs(value), { maximumFractionDigits: 1 });
    const id = kind === 'lat' ? 'admin.areas.latitude' : 'admin.areas.longitude';
    return intl.formatMessage({ id }, { value: degrees, hemisphere });
  }
  return intl.formatNumber(value);
}

const numeric = (kind: ColumnKind) => kind !== 'text' && kind !== 'day';

/**
 * A report's figures as a table: the first column names each row (a link when the row has a
 * page), counts are right-aligned. Wide tables scroll sideways inside their box on a phone.
 */
export function ReportTable({ caption, table }: { caption: string; table: ReportTableData }) {
  const intl = useIntl();
  const cell = (kind: ColumnKind, value: CsvCell, link?: string): ReactNode => {
    const text = formatCell(intl, kind, value);
    return link ? (
      <Link to={link} className="text-sky-800 underline-offset-2 hover:underline">
        {text}
      </Link>
    ) : (
      text
    );
  };
  const align = (kind: ColumnKind) => (numeric(kind) ? 'text-right' : 'text-left');
  const box = useRef<HTMLDivElement>(null);
  const { before, after } = useScrollEdges(box);
  // A table wider than a phone scrolls sideways in its box, which the keyboard must reach then.
  const scrolls = before || after ? { tabIndex: 0, role: 'group', 'aria-label': caption } : {};
  return (
    <div
      ref={box}
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2"
      {...scrolls}
    >
      <table className="w-full text-sm tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            {table.columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`px-2 py-2 font-semibold ${align(column.kind)}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800">
          {table.rows.map((row, i) => (
            <tr key={i}>
              {row.map((value, j) => {
                const kind = table.columns[j]?.kind ?? 'text';
                return j === 0 ? (
                  <th
                    key={j}
                    scope="row"
                    className={`max-w-44 min-w-28 px-2 py-1.5 font-medium break-words sm:max-w-64 ${align(kind)}`}
                  >
                    {cell(kind, value, table.links?.[i])}
                  </th>
                ) : (
                  <td key={j} className={`px-2 py-1.5 whitespace-nowrap ${align(kind)}`}>
                    {cell(kind, value)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
