import { useEffect, useId, type ReactNode } from 'react';
import { takeEarlyChoice } from '../../lib/early-choices.ts';

/** 'dark' in the footer, 'light' in the menu and on the profile. */
export type SelectTone = 'dark' | 'light';

/**
 * A labelled select of a preference (language, units), styled for where it sits. A choice made in
 * it before the app was live (a prerendered page on a slow device) is applied once it is.
 */
export function PreferenceSelect({
  name,
  label,
  value,
  tone,
  onChange,
  children,
}: {
  /** Which preference: marks the select for lib/early-choices.ts. */
  name: 'language' | 'units';
  label: ReactNode;
  value: string;
  tone: SelectTone;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  useEffect(() => {
    const early = takeEarlyChoice(name);
    if (early !== undefined && early !== value) onChange(early);
    // Once, when the select comes alive: later changes arrive through onChange itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="flex items-center gap-2">
      <label
        htmlFor={id}
        className={tone === 'dark' ? 'text-sm text-slate-300' : 'text-sm text-slate-700'}
      >
        {label}
      </label>
      <select
        id={id}
        data-preference={name}
        // The browser must not bring back an earlier visit's value: a changed value means a pick.
        autoComplete="off"
        value={value}
        className={
          tone === 'dark'
            ? 'min-h-10 rounded-lg border border-slate-600 bg-slate-900 px-3 text-sm text-white'
            : 'min-h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900'
        }
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </div>
  );
}
