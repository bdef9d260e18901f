import { FormattedMessage, useIntl } from 'react-intl';
import { useMonths } from '../../../lib/i18n/months.ts';

interface MonthSwitcherProps {
  value: number;
  onChange: (month: number) => void;
  currentMonth: number;
  /** How many species each month shows, January first, for the small counts. */
  counts: readonly number[];
}

/** Twelve toggle buttons (one pressed): two rows of six on phones, one row on wider screens. */
export function MonthSwitcher({ value, onChange, currentMonth, counts }: MonthSwitcherProps) {
  const intl = useIntl();
  const months = useMonths();
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'spots.months.label' })}>
      <div className="grid grid-cols-6 gap-1.5 sm:grid-cols-12">
        {months.short.map((label, i) => {
          const month = i + 1;
          const pressed = month === value;
          const isNow = month === currentMonth;
          return (
            <button
              key={month}
              type="button"
              aria-pressed={pressed}
              aria-label={intl.formatMessage(
                { id: 'spots.months.button' },
                {
                  month: months.long[i],
                  now: isNow ? 'yes' : 'no',
                  count: counts[i] ?? 0,
                },
              )}
              onClick={() => onChange(month)}
              className={`flex min-h-11 flex-col items-center justify-center rounded-xl px-2 py-1.5 text-sm font-semibold transition-colors ${
                pressed
                  ? 'bg-sky-800 text-white shadow-sm'
                  : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-sky-50'
              }`}
            >
              <span>{label}</span>
              <span
                aria-hidden="true"
                className={`text-xs font-normal ${pressed ? 'text-sky-100' : 'text-slate-600'}`}
              >
                {isNow ? (
                  <FormattedMessage id="spots.months.now" />
                ) : (
                  intl.formatNumber(counts[i] ?? 0)
                )}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
