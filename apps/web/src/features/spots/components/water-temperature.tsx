import { FormattedMessage, useIntl } from 'react-intl';
import { useMonths } from '../../../lib/i18n/months.ts';
import { useQuantityFormat } from '../../../lib/units/units-store.ts';

interface WaterTemperatureProps {
  /** °C for January … December, or null when unknown. */
  temperatures: readonly number[] | null;
  bestMonths: readonly number[] | null;
  /** 1–12: the month to mark as now. */
  currentMonth: number;
}

/** Pale ocean tints from cold to warm; dark text stays above AA on each. */
function tint(c: number): string {
  if (c < 12) return 'bg-indigo-100';
  if (c < 17) return 'bg-sky-100';
  if (c < 21) return 'bg-cyan-100';
  if (c < 25) return 'bg-teal-100';
  if (c < 28) return 'bg-amber-100';
  return 'bg-orange-100';
}

/** Water temperature by month as a 12-cell strip, best months marked, and the season in words. */
export function WaterTemperature({
  temperatures,
  bestMonths,
  currentMonth,
}: WaterTemperatureProps) {
  const intl = useIntl();
  const months = useMonths();
  const q = useQuantityFormat();
  if (!temperatures?.length && !bestMonths?.length) return null;
  const best = new Set(bestMonths ?? []);
  return (
    <section aria-labelledby="season-heading">
      <h2 id="season-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        <FormattedMessage id="spots.season.title" />
      </h2>
      {bestMonths?.length ? (
        <p className="mt-2 text-slate-700">
          <FormattedMessage
            id="spots.season.bestMonths"
            values={{
              months: months.ranges(bestMonths),
              strong: (chunks) => <strong className="text-slate-900">{chunks}</strong>,
            }}
          />
        </p>
      ) : null}
      {temperatures?.length === 12 ? (
        <>
          <h3 className="mt-5 text-sm font-semibold text-slate-900">
            <FormattedMessage id="spots.season.waterTemperature" />
          </h3>
          <ol className="mt-2 grid grid-cols-6 gap-1.5 sm:grid-cols-12">
            {temperatures.map((c, i) => {
              const month = i + 1;
              const now = month === currentMonth;
              return (
                <li
                  key={month}
                  className={`flex flex-col items-center rounded-xl px-1 py-2 text-center ${tint(c)} ${
                    now ? 'ring-2 ring-sky-800' : ''
                  }`}
                >
                  <span className="text-xs font-medium text-slate-700">
                    <abbr title={months.long[i]} className="no-underline">
                      {months.short[i]}
                    </abbr>
                  </span>
                  <span aria-hidden="true" className="text-base font-semibold text-slate-900">
                    <FormattedMessage
                      id="spots.season.degrees"
                      values={{
                        value: intl.formatNumber(Math.round(q.fromMetric('temperature', c))),
                      }}
                    />
                  </span>
                  <span className="sr-only">
                    {intl.formatMessage(
                      { id: 'spots.season.cell' },
                      {
                        temperature: q.format('temperature', c),
                        now: now ? 'yes' : 'no',
                        best: best.has(month) ? 'yes' : 'no',
                      },
                    )}
                  </span>
                  <span
                    aria-hidden="true"
                    className={`mt-1 h-1 w-4 rounded-full ${best.has(month) ? 'bg-sky-800' : 'bg-transparent'}`}
                  />
                </li>
              );
            })}
          </ol>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
            <span>
              <FormattedMessage
                id="spots.season.legend"
                values={{ unit: q.symbol('temperature') }}
              />
            </span>
            {best.size ? (
              <span className="inline-flex items-center gap-1">
                <span aria-hidden="true" className="h-1 w-4 rounded-full bg-sky-800" />
                <FormattedMessage id="spots.season.bestMonthsKey" />
              </span>
            ) : null}
            <span className="inline-flex items-center gap-1">
              <span aria-hidden="true" className="size-3 rounded ring-2 ring-sky-800" />
              <FormattedMessage id="spots.season.thisMonthKey" />
            </span>
          </p>
        </>
      ) : null}
    </section>
  );
}
