import { MONTH_LONG, MONTH_SHORT } from '../lib/format.ts';

interface MonthHistogramProps {
  /** January … December. */
  counts: readonly number[];
  /** How many spots there are in all (the bars' full height). */
  spotCount: number;
  commonName: string;
}

/**
 * How many of the species' spots see it in each month, as bars with their numbers. The bars
 * are hidden from screen readers, which read the same figures from a table instead.
 */
export function MonthHistogram({ counts, spotCount, commonName }: MonthHistogramProps) {
  const max = Math.max(1, spotCount, ...counts);
  const peak = Math.max(0, ...counts);
  return (
    <figure className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <figcaption className="font-semibold text-slate-900">Spots seeing it, by month</figcaption>
      <p className="mt-1 text-sm text-slate-700">
        Out of {spotCount} {spotCount === 1 ? 'spot' : 'spots'}. Taller bars mean more places to see
        it that month.
      </p>
      <div
        aria-hidden="true"
        className="mt-5 grid min-h-44 flex-1 grid-cols-12 items-end gap-1 sm:gap-2"
      >
        {counts.map((n, i) => (
          <div key={i} className="flex h-full flex-col items-center gap-1">
            <div className="flex w-full flex-1 flex-col items-center justify-end gap-1">
              <span className="text-xs font-semibold text-slate-800 tabular-nums">{n}</span>
              <div
                className={`w-full max-w-10 rounded-t-md ${n === peak && n > 0 ? 'bg-sky-700' : 'bg-sky-300'}`}
                // The number sits above the bar, so the tallest bar leaves it room.
                style={{ height: `${(n / max) * 80}%`, minHeight: n > 0 ? 4 : 2 }}
              />
            </div>
            <span className="text-[0.7rem] text-slate-700 sm:text-xs">
              {MONTH_SHORT[i]?.charAt(0)}
              <span className="hidden sm:inline">{MONTH_SHORT[i]?.slice(1)}</span>
            </span>
          </div>
        ))}
      </div>
      {/* sr-only on a wrapper: a table ignores the 1 px width and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>Number of spots where divers see the {commonName}, by month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Spots</th>
            </tr>
          </thead>
          <tbody>
            {counts.map((n, i) => (
              <tr key={i}>
                <th scope="row">{MONTH_LONG[i]}</th>
                <td>{n}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
