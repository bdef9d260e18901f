import { useIntl } from 'react-intl';
import type { FieldBinding } from '../hooks/use-content-form.ts';
import { inputClass, labelClass } from './list-parts.tsx';
import type { ChangeEvent, ReactNode } from 'react';

/**
 * The fields of the console's content forms (docs/product/admin.md#content): labelled inputs
 * with their hint and error, choices and months. Each takes a {@link FieldBinding}
 * (`form.field('name')` of useContentForm): its control's id, its label, the error to show under
 * it and what to do when it is left. The form's frame (sections, translations, the error summary,
 * the save bar) is in content-form.tsx.
 */

export const invalidClass = 'border-rose-700 ring-1 ring-rose-700';
const errorTextClass = 'mt-1 text-sm font-medium text-rose-800';
/** A field's hint, under its control. */
export const hintTextClass = 'mt-1 text-xs leading-5 text-slate-600';

/** Ids of a field's hint and error, and the control's `aria-describedby`. */
function describedBy(id: string, error: string | undefined, hint: ReactNode) {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/**
 * What a field's text control or select carries: its id, whether it is invalid, its hint and
 * error, what typing and leaving it do, and its look (`extraClass` added to the input's).
 */
function controlProps(
  { id, error, hint, onBlur }: Pick<FieldProps, 'id' | 'error' | 'hint' | 'onBlur'>,
  onChange: (value: string) => void,
  extraClass?: string,
) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onChange(e.target.value),
    onBlur,
    className: `${inputClass} mt-1 ${extraClass ? `${extraClass} ` : ''}${error ? invalidClass : ''}`,
  };
}

/** The hint and the error under a control. */
function Notes({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint ? (
        <div id={`${id}-hint`} className={hintTextClass}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={errorTextClass}>
          {error}
        </p>
      ) : null}
    </>
  );
}

export interface FieldProps extends FieldBinding {
  hint?: ReactNode;
  /** Spans both columns of its section from the tablet size up. */
  wide?: boolean;
}

const spanClass = (wide?: boolean) => (wide ? 'sm:col-span-2' : '');

/** A one-line text input. */
export function TextInput({
  id,
  label,
  error,
  hint,
  wide,
  onBlur,
  value,
  onChange,
  type = 'text',
  maxLength,
  autoComplete = 'off',
  required,
  list,
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'url' | 'tel';
  maxLength?: number;
  autoComplete?: string;
  required?: boolean;
  /** The id of a datalist of suggestions. */
  list?: string;
}) {
  return (
    <div className={spanClass(wide)}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        {...controlProps({ id, error, hint, onBlur }, onChange)}
        type={type}
        value={value}
        maxLength={maxLength}
        autoComplete={autoComplete}
        list={list}
        aria-required={required || undefined}
      />
      <Notes id={id} error={error} hint={hint} />
    </div>
  );
}

/** Several lines of text (a description). */
export function TextArea({
  id,
  label,
  error,
  hint,
  wide = true,
  onBlur,
  value,
  onChange,
  rows = 6,
  maxLength,
  lang,
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  maxLength?: number;
  /** The language the text is written in, when it is not the page's. */
  lang?: string;
}) {
  return (
    <div className={spanClass(wide)}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        {...controlProps({ id, error, hint, onBlur }, onChange, 'leading-6')}
        value={value}
        rows={rows}
        lang={lang}
        maxLength={maxLength}
      />
      <Notes id={id} error={error} hint={hint} />
    </div>
  );
}

/**
 * A number typed as text (a comma works as the decimal point), with its unit beside it. The
 * form turns the text into a number when it checks it (lib/numbers.ts `parseNumber`).
 */
export function NumberInput({
  id,
  label,
  error,
  hint,
  wide,
  onBlur,
  value,
  onChange,
  unit,
  signed = false,
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  /** The unit's symbol ('m', 'ft', '°C' …), shown after the input and read with the label. */
  unit?: string;
  /** Whether a value may be negative (phones then offer a keyboard with the minus sign). */
  signed?: boolean;
}) {
  const unitId = `${id}-unit`;
  return (
    <div className={spanClass(wide)}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="mt-1 flex items-center gap-2">
        <input
          id={id}
          type="text"
          inputMode={signed ? 'text' : 'decimal'}
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [unit ? unitId : null, describedBy(id, error, hint)].filter(Boolean).join(' ') ||
            undefined
          }
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          className={`${inputClass} tabular-nums ${error ? invalidClass : ''}`}
        />
        {unit ? (
          <span id={unitId} className="min-w-8 text-sm text-slate-700">
            {unit}
          </span>
        ) : null}
      </div>
      <Notes id={id} error={error} hint={hint} />
    </div>
  );
}

/** One of a list of choices, or none ('' stands for none and reads as `noneLabel`). */
export function SelectInput({
  id,
  label,
  error,
  hint,
  wide,
  onBlur,
  value,
  onChange,
  options,
  noneLabel,
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The choice for "none" ('Not known'); without it a choice is required. */
  noneLabel?: string;
}) {
  return (
    <div className={spanClass(wide)}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select {...controlProps({ id, error, hint, onBlur }, onChange)} value={value}>
        {noneLabel !== undefined ? <option value="">{noneLabel}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Notes id={id} error={error} hint={hint} />
    </div>
  );
}

/**
 * Any number of choices as checkboxes under a legend (activities, facilities, services). The
 * binding's id goes to the group, so an error summary's link lands on it.
 */
export function ChoiceList({
  id,
  label,
  error,
  hint,
  wide = true,
  onBlur,
  value,
  onChange,
  options,
}: FieldProps & {
  value: readonly string[];
  onChange: (value: string[]) => void;
  options: readonly { value: string; label: string }[];
}) {
  const toggle = (option: string, on: boolean) =>
    onChange(on ? [...value, option] : value.filter((v) => v !== option));
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={describedBy(id, error, hint)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) onBlur();
      }}
      className={`min-w-0 ${spanClass(wide)}`}
    >
      <legend className={labelClass}>{label}</legend>
      <div className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 lg:grid-cols-3">
        {options.map((o) => (
          <label
            key={o.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm text-slate-800 hover:bg-slate-50"
          >
            <input
              type="checkbox"
              checked={value.includes(o.value)}
              onChange={(e) => toggle(o.value, e.target.checked)}
              className="size-4 accent-sky-800"
            />
            {o.label}
          </label>
        ))}
      </div>
      <Notes id={id} error={error} hint={hint} />
    </fieldset>
  );
}

/** Months of the year as twelve checkboxes (best months, sightings); 1 is January. */
export function MonthChoices({
  value,
  onChange,
  ...field
}: FieldProps & { value: readonly number[]; onChange: (value: number[]) => void }) {
  const intl = useIntl();
  const options = Array.from({ length: 12 }, (_, i) => ({
    value: String(i + 1),
    label: intl.formatDate(Date.UTC(2024, i, 15), { month: 'long', timeZone: 'UTC' }),
  }));
  return (
    <ChoiceList
      {...field}
      options={options}
      value={value.map(String)}
      onChange={(list) => onChange(list.map(Number).sort((a, b) => a - b))}
    />
  );
}
