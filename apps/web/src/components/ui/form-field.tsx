import type { ReactNode } from 'react';

export interface ControlProps {
  id: string;
  name: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  /** Also the control's `name`; the control gets id `${idPrefix}-${name}`. */
  name: string;
  idPrefix: string;
  label: string;
  error?: string;
  /** Extra text under the control, e.g. a character count. */
  hint?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}

export const inputClasses = (invalid: boolean) =>
  `block w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-sky-700 focus:outline-2 focus:outline-offset-0 focus:outline-sky-700 ${
    invalid ? 'border-rose-700' : 'border-slate-400'
  }`;

/** Label, control, hint and error message wired together with ids and ARIA attributes. */
export function FormField({ name, idPrefix, label, error, hint, children }: FormFieldProps) {
  const id = `${idPrefix}-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {label}
      </label>
      <div className="mt-1.5">
        {children({
          id,
          name,
          'aria-invalid': Boolean(error),
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        })}
      </div>
      {hint ? (
        <div id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
