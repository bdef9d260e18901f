import type { ReactNode } from 'react';

interface InfoPageProps {
  /** Small line above the title, e.g. "Company". */
  eyebrow: string;
  title: string;
  lead: ReactNode;
  children: ReactNode;
}

/** Readable article layout shared by the information pages. */
export function InfoPage({ eyebrow, title, lead, children }: InfoPageProps) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="border-b border-slate-200 pb-8">
        <p className="text-sm font-semibold tracking-wide text-sky-800 uppercase">{eyebrow}</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
          {title}
        </h1>
        <div className="mt-5 text-lg leading-8 text-slate-700">{lead}</div>
      </header>
      <div className="prose-info">{children}</div>
    </article>
  );
}

/** A fact list (term / value pairs) for press and jobs pages. */
export function FactList({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200">
      {items.map(([term, value]) => (
        <div key={term} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
          <dt className="text-sm font-semibold text-slate-900">{term}</dt>
          <dd className="text-sm leading-6 text-slate-700">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
