import type { ReactNode } from 'react';
import { useMessage } from '../hooks/use-message.ts';

export type ResultTone = 'neutral' | 'good' | 'warning' | 'danger';

const TONES: Record<ResultTone, string> = {
  neutral: 'border-slate-200 bg-white',
  good: 'border-emerald-300 bg-emerald-50',
  warning: 'border-amber-300 bg-amber-50',
  danger: 'border-rose-300 bg-rose-50',
};

/** The answer, large and plain, with what it is and what it depends on. */
export function ResultCard({
  label,
  value,
  detail,
  tone = 'neutral',
  testId,
  children,
}: {
  label: string;
  /** The figure; undefined while the form has an error (the form says which). */
  value: string | undefined;
  detail?: ReactNode;
  tone?: ResultTone;
  testId?: string;
  children?: ReactNode;
}) {
  const m = useMessage();
  return (
    <div className={`rounded-2xl border p-5 shadow-sm ${TONES[tone]}`}>
      <p className="text-sm font-semibold text-slate-700">{label}</p>
      <p
        className="mt-1 text-4xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-5xl"
        data-testid={testId}
        aria-live="polite"
      >
        {value ?? m('tools.result.none')}
      </p>
      {detail ? <div className="mt-2 text-sm leading-6 text-slate-700">{detail}</div> : null}
      {children}
    </div>
  );
}

/** Secondary figures under a result: term and value pairs. */
export function ResultFacts({ items }: { items: readonly { term: string; value: ReactNode }[] }) {
  return (
    <dl className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white text-sm">
      {items.map(({ term, value }) => (
        <div key={term} className="flex items-baseline justify-between gap-4 px-4 py-2.5">
          <dt className="text-slate-700">{term}</dt>
          <dd className="text-right font-semibold text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
