import { useId, type ReactNode } from 'react';

/** 'dark' in the footer, 'light' in the menu and on the profile. */
export type SelectTone = 'dark' | 'light';

/** A labelled select of a preference (language, units), styled for where it sits. */
export function PreferenceSelect({
  label,
  value,
  tone,
  onChange,
  children,
}: {
  label: ReactNode;
  value: string;
  tone: SelectTone;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
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
