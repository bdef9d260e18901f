import { WEEKDAYS, type Weekday } from '@divespot/shared/dive-center-vocabulary';
import CopyIcon from 'lucide-react/icons/copy';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ContentForm } from '../hooks/use-content-form.ts';
import { mondayToWeekdays, type CenterDraft, type DayDraft } from '../lib/center-draft.ts';
import { invalidClass } from './content-fields.tsx';
import { FormSection } from './content-form.tsx';
import { buttonClass, inputClass } from './list-parts.tsx';

/** 2024-01-01 was a Monday: the week's days named by Intl in the reader's language. */
const weekdayDate = (index: number) => Date.UTC(2024, 0, 1 + index, 12);

/** One day: not known, closed, or open from one time to another (the center's local time). */
function DayRow({
  form,
  day,
  name,
}: {
  form: ContentForm<CenterDraft>;
  day: Weekday;
  name: string;
}) {
  const intl = useIntl();
  const path = `hours.${day}`;
  const binding = form.field(path);
  const value = form.draft.hours[day];
  const change = (next: Partial<DayDraft>) =>
    form.set('hours', { ...form.draft.hours, [day]: { ...value, ...next } });
  const time = (which: 'open' | 'close') => {
    const id = form.idOf(`${path}.${which}`);
    const error = form.error(`${path}.${which}`);
    return (
      <div>
        <label htmlFor={id} className="block text-xs font-medium text-slate-700">
          <FormattedMessage
            id={which === 'open' ? 'admin.center.hours.opens' : 'admin.center.hours.closes'}
          />
        </label>
        <input
          id={id}
          type="time"
          value={value[which]}
          aria-invalid={error ? true : undefined}
          aria-describedby={binding.error ? `${binding.id}-error` : undefined}
          onChange={(e) => change({ [which]: e.target.value })}
          className={`${inputClass} mt-1 ${error ? invalidClass : ''}`}
        />
      </div>
    );
  };
  return (
    <div
      role="group"
      aria-labelledby={`${binding.id}-day`}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) binding.onBlur();
      }}
      className="grid min-w-0 gap-2 border-b border-slate-100 py-3 last:border-0 sm:grid-cols-[9rem_minmax(0,10rem)_minmax(0,1fr)] sm:items-end"
    >
      <label
        id={`${binding.id}-day`}
        htmlFor={binding.id}
        className="text-sm font-semibold text-slate-900 sm:pb-3"
      >
        {name}
      </label>
      <select
        id={binding.id}
        value={value.state}
        aria-describedby={binding.error ? `${binding.id}-error` : undefined}
        onChange={(e) => change({ state: e.target.value as DayDraft['state'] })}
        className={inputClass}
      >
        <option value="unknown">{intl.formatMessage({ id: 'admin.center.hours.unknown' })}</option>
        <option value="closed">{intl.formatMessage({ id: 'admin.center.hours.closed' })}</option>
        <option value="open">{intl.formatMessage({ id: 'admin.center.hours.open' })}</option>
      </select>
      {value.state === 'open' ? (
        <div className="grid grid-cols-2 gap-2">
          {time('open')}
          {time('close')}
        </div>
      ) : (
        <span />
      )}
      {binding.error ? (
        <p id={`${binding.id}-error`} className="text-sm font-medium text-rose-800 sm:col-span-3">
          {binding.error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Opening hours per weekday, in the center's local time: each day not known (the default),
 * closed, or open between two times; Monday's hours can be copied to Tuesday to Friday.
 */
export function CenterHours({ form }: { form: ContentForm<CenterDraft> }) {
  const intl = useIntl();
  const names = WEEKDAYS.map((_, i) =>
    intl.formatDate(weekdayDate(i), { weekday: 'long', timeZone: 'UTC' }),
  );
  return (
    <FormSection heading="admin.center.section.hours" intro="admin.center.hours.hint">
      <div className="sm:col-span-2">
        <button
          type="button"
          className={buttonClass}
          onClick={() => form.set('hours', mondayToWeekdays(form.draft.hours))}
        >
          <CopyIcon aria-hidden="true" size={16} />
          <FormattedMessage id="admin.center.hours.copyMonday" />
        </button>
        <div className="mt-2">
          {WEEKDAYS.map((day, i) => (
            <DayRow key={day} form={form} day={day} name={names[i]!} />
          ))}
        </div>
      </div>
    </FormSection>
  );
}
