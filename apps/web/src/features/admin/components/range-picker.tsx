import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUiText } from '../../auth/index.ts';
import { presetOf, presetRange, RANGE_PRESETS, type DayRange } from '../lib/range.ts';
import type { RangeProblem } from '../lib/range-errors.ts';

interface RangePickerProps {
  /** The range the page's URL asks for. */
  range: DayRange;
  /** Why the reports refused it, if they did. */
  problem: RangeProblem | null;
  onChoose: (range: DayRange) => void;
}

const dateInput =
  'mt-1 block min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 aria-[invalid=true]:border-rose-600';

/**
 * The dashboard's days: a press for the last 7, 30 or 90 days, or a first and last day of one's
 * own. Its state is the range it was rendered with (the parent keys it by the range).
 */
export function RangePicker({ range, problem, onChoose }: RangePickerProps) {
  const intl = useIntl();
  const say = useUiText();
  const [from, setFrom] = useState(range.from ?? '');
  const [to, setTo] = useState(range.to ?? '');
  const errorId = useId();
  const current = presetOf(range);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChoose({ from: from || undefined, to: to || undefined });
  };
  const invalid = (field: 'from' | 'to') =>
    problem && (problem.field === field || problem.field === null)
      ? { 'aria-invalid': true, 'aria-describedby': errorId }
      : {};

  return (
    <form
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'admin.range.label' })}
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div
          role="group"
          aria-label={intl.formatMessage({ id: 'admin.range.presets' })}
          className="flex flex-wrap gap-2"
        >
          {RANGE_PRESETS.map((days) => (
            <button
              key={days}
              type="button"
              aria-pressed={current === days}
              onClick={() => onChoose(presetRange(days))}
              className="min-h-11 rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 aria-pressed:border-sky-700 aria-pressed:bg-sky-700 aria-pressed:text-white"
            >
              <FormattedMessage id="admin.range.lastDays" values={{ days }} />
            </button>
          ))}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <label className="text-sm font-medium text-slate-700">
            <FormattedMessage id="admin.range.from" />
            <input
              type="date"
              name="from"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              className={dateInput}
              {...invalid('from')}
            />
          </label>
          <label className="text-sm font-medium text-slate-700">
            <FormattedMessage id="admin.range.to" />
            <input
              type="date"
              name="to"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              className={dateInput}
              {...invalid('to')}
            />
          </label>
          <button
            type="submit"
            className="min-h-11 rounded-full bg-sky-700 px-5 py-2 text-sm font-semibold text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            <FormattedMessage id="admin.range.apply" />
          </button>
        </div>
      </div>
      {problem ? (
        <p id={errorId} role="alert" className="mt-3 text-sm font-medium text-rose-800">
          {say(problem.text)}
        </p>
      ) : null}
    </form>
  );
}
