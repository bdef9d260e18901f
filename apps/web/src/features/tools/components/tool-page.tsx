import { TOOLS_INDEX_PATH } from '@divespot/shared/tools/tool-links';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { UnitsSelect } from '../../../components/ui/units-select.tsx';

interface ToolPageProps {
  title: string;
  lead: string;
  /** The form: fields, laid out by the page. */
  form: ReactNode;
  /** The results beside the form (below it on a phone). */
  results: ReactNode;
  /** Chart, tables and the explanation, full width below. */
  children?: ReactNode;
}

const noSubmit = (event: FormEvent) => event.preventDefault();

/**
 * A calculator's page: where it sits among the tools, the form and its results side by side
 * (results follow the form on a phone), then the picture, the figures and how they are made,
 * and the safety note every tool carries.
 */
export function ToolPage({ title, lead, form, results, children }: ToolPageProps) {
  const intl = useIntl();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <Breadcrumbs
        label={intl.formatMessage({ id: 'tools.breadcrumb' })}
        items={[
          { to: TOOLS_INDEX_PATH, label: intl.formatMessage({ id: 'tools.title.index' }) },
          { label: title },
        ]}
      />
      <header className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {title}
          </h1>
          <p className="mt-3 text-lg leading-7 text-slate-700">{lead}</p>
        </div>
        <UnitsSelect tone="light" />
      </header>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <form
          noValidate
          onSubmit={noSubmit}
          aria-label={intl.formatMessage({ id: 'tools.formLabel' }, { tool: title })}
          className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          {form}
        </form>
        <div className="min-w-0 space-y-5">{results}</div>
      </div>
      {children ? <div className="mt-10 space-y-10">{children}</div> : null}
      <SafetyNote />
    </div>
  );
}

/** Training and a dive computer come first: said on every calculator. */
export function SafetyNote() {
  return (
    <aside className="mt-10 flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm leading-6 text-amber-950">
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <p>
        <FormattedMessage id="tools.safety" values={{ strong: (c) => <strong>{c}</strong> }} />
      </p>
    </aside>
  );
}

/** A titled section below the form: a chart, a table, the explanation. */
export function ToolSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * How a result is made, behind a disclosure: the formula, what it assumes, and its sources.
 */
export function HowItWorks({ children }: { children: ReactNode }) {
  return (
    <details className="group rounded-2xl border border-slate-200 bg-slate-50 p-5 [&_code]:rounded [&_code]:bg-white [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-slate-900">
      <summary className="cursor-pointer text-base font-semibold text-slate-900">
        <FormattedMessage id="tools.howItWorks" />
      </summary>
      <div className="mt-4 space-y-3 text-sm leading-6 text-slate-700">{children}</div>
    </details>
  );
}

/** The figures behind a chart, behind a disclosure. */
export function ShowFigures({ children }: { children: ReactNode }) {
  return (
    <details className="mt-4">
      <summary className="cursor-pointer text-sm font-semibold text-sky-800">
        <FormattedMessage id="tools.showTable" />
      </summary>
      <div className="mt-3">{children}</div>
    </details>
  );
}
