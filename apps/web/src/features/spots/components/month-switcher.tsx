import { MONTH_LONG, MONTH_SHORT } from '../lib/format.ts';

interface MonthSwitcherProps {
  value: number;
  onChange: (month: number) => void;
  currentMonth: number;
  /** How many species each month shows, January first, for the small counts. */
  counts: readonly number[];
}

/** Twelve toggle buttons (one pressed): two rows of six on phones, one row on wider screens. */
export function MonthSwitcher({ value, onChange, currentMonth, counts }: MonthSwitcherProps) {
  return (
    <div role="group" aria-label="Month">
      <div className="grid grid-cols-6 gap-1.5 sm:grid-cols-12">
        {MONTH_SHORT.map((label, i) => {
          const month = i + 1;
          const pressed = month === value;
          return (
            <button
              key={label}
              type="button"
              aria-pressed={pressed}
              aria-label={`${MONTH_LONG[i]}${month === currentMonth ? ' (this month)' : ''}, ${counts[i] ?? 0} species`}
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
                {month === currentMonth ? 'now' : (counts[i] ?? 0)}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
