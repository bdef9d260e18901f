import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { monthNames, useMonths } from '../../../lib/i18n/months.ts';

interface MonthHistogramProps {
  /** January … December. */
  counts: readonly number[];
  /** How many spots there are in all (the bars' full height). */
  spotCount: number;
  /** The species' name as it reads inside a sentence. */
  commonName: string;
  /** The explore map of the species' spots in a month (1–12). */
  monthHref: (month: number) => string;
}

/**
 * A month's label under its bar: the narrow name on phones, the short one from `sm` up ('J' and
 * 'Jan' share a first letter, so English shows one word growing; '10月' has no shorter form).
 */
function MonthLabel({ narrow, short }: { narrow: string; short: string }) {
  if (short.startsWith(narrow)) {
    return (
      <>
        {narrow}
        <span className="hidden sm:inline">{short.slice(narrow.length)}</span>
      </>
    );
  }
  return (
    <>
      <span className="sm:hidden">{narrow}</span>
      <span className="hidden sm:inline">{short}</span>
    </>
  );
}

/**
 * How many of the species' spots see it in each month, as bars with their numbers; each month
 * is a link to those spots on the explore map ('March: 4 spots — show on map'). Screen readers
 * read the figures from a table as well.
 */
export function MonthHistogram({ counts, spotCount, commonName, monthHref }: MonthHistogramProps) {
  const intl = useIntl();
  const months = useMonths();
  const narrow = useMemo(() => monthNames(intl.locale, 'narrow'), [intl.locale]);
  const max = Math.max(1, spotCount, ...counts);
  const peak = Math.max(0, ...counts);
  return (
    <figure className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <figcaption className="font-semibold text-slate-900">
        <FormattedMessage id="marineLife.histogram.title" />
      </figcaption>
      <p className="mt-1 text-sm text-slate-700">
        <FormattedMessage id="marineLife.histogram.lead" values={{ count: spotCount }} />
      </p>
      <ol className="mt-5 grid min-h-44 flex-1 grid-cols-12 items-stretch gap-1 sm:gap-2">
        {counts.map((n, i) => (
          <li key={i} className="flex">
            <Link
              to={monthHref(i + 1)}
              aria-label={intl.formatMessage(
                { id: 'marineLife.histogram.monthLink' },
                { month: months.long[i], count: n },
              )}
              className="group flex w-full flex-col items-center gap-1 rounded-md outline-offset-2 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-sky-700"
            >
              <span className="flex w-full flex-1 flex-col items-center justify-end gap-1">
                <span className="text-xs font-semibold text-slate-800 tabular-nums">
                  {intl.formatNumber(n)}
                </span>
                <span
                  className={`block w-full max-w-10 rounded-t-md group-hover:bg-sky-800 ${n === peak && n > 0 ? 'bg-sky-700' : 'bg-sky-300'}`}
                  // The number sits above the bar, so the tallest bar leaves it room.
                  style={{ height: `${(n / max) * 80}%`, minHeight: n > 0 ? 4 : 2 }}
                />
              </span>
              <span className="text-[0.7rem] text-slate-700 underline-offset-2 group-hover:underline sm:text-xs">
                <MonthLabel narrow={narrow[i] ?? ''} short={months.short[i] ?? ''} />
              </span>
            </Link>
          </li>
        ))}
      </ol>
      <p className="mt-3 text-xs text-slate-600">
        <FormattedMessage id="marineLife.histogram.pickMonth" />
      </p>
      {/* sr-only on a wrapper: a table ignores the 1 px width and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>
            <FormattedMessage id="marineLife.histogram.caption" values={{ name: commonName }} />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="marineLife.histogram.month" />
              </th>
              <th scope="col">
                <FormattedMessage id="marineLife.histogram.spots" />
              </th>
            </tr>
          </thead>
          <tbody>
            {counts.map((n, i) => (
              <tr key={i}>
                <th scope="row">{months.long[i]}</th>
                <td>{intl.formatNumber(n)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
