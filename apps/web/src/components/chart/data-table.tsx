import type { ReactNode } from 'react';

export interface DataTableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  /** The row to highlight (the diver's own figures), by index. */
  highlight?: number;
}

/** The figures of a chart as a table: what a screen reader reads, and a printout shows. */
export function DataTable({ caption, columns, rows, highlight }: DataTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full text-left text-sm tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800">
          {rows.map((row, i) => (
            <tr key={i} className={i === highlight ? 'bg-sky-50 font-semibold' : undefined}>
              {row.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row" className="px-3 py-1.5 font-medium">
                    {cell}
                  </th>
                ) : (
                  <td key={j} className="px-3 py-1.5">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
