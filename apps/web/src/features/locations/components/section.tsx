import type { ReactNode } from 'react';

/** A titled block of a location page; the heading labels the section for screen readers. */
export function Section({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {lead ? <p className="mt-1 text-sm text-slate-600">{lead}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** Quiet note for an empty list. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6 text-sm text-slate-700">
      {children}
    </p>
  );
}
