import RotateCwIcon from 'lucide-react/icons/rotate-cw';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import type { ReportTableData } from '../lib/report-table.ts';
import { CsvButton } from './csv-button.tsx';
import { ReportTable } from './report-table.tsx';

/** What a card needs of its report's query. */
export interface ReportState {
  /** Every report answers the range it covers. */
  data?: { from: string; to: string };
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface ReportCardProps {
  /** The report's name in its CSV file's name, e.g. `top-pages`. */
  report: string;
  title: string;
  description?: ReactNode;
  query: ReportState;
  /** The report's table, once it has answered. */
  table?: ReportTableData;
  /** Said when the answer has nothing to show. */
  empty: MessageId;
  /** Whether the answer has nothing to show; by default, when the table has no rows. */
  isEmpty?: boolean;
  /** What to show instead of the table alone (a chart with it). */
  children?: ReactNode;
  className?: string;
}

const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

/** Rows of shimmer where a table will be. */
function TableSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-2.5">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="flex items-center justify-between gap-4">
          <Skeleton className={`h-4 rounded bg-slate-100 ${i % 2 ? 'w-1/2' : 'w-2/3'}`} />
          <Skeleton className="h-4 w-12 rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}

/**
 * One report of the dashboard: its title, a "Download CSV" button once it has rows, and its
 * table, or a placeholder while it loads, a way to try again when it failed, or a sentence when
 * the range holds nothing for it.
 */
export function ReportCard(props: ReportCardProps) {
  const { report, title, description, query, table, empty, children } = props;
  const headingId = useId();
  const isEmpty = props.isEmpty ?? (table !== undefined && table.rows.length === 0);
  const answer = query.isPending || query.isError ? undefined : query.data;

  let body: ReactNode;
  if (query.isPending) body = <TableSkeleton />;
  else if (query.isError) {
    body = (
      <div role="alert" className="rounded-xl bg-rose-50 p-4 text-sm text-rose-900">
        <p>
          <FormattedMessage id="admin.report.failed" />
        </p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="mt-3 inline-flex min-h-9 items-center gap-1.5 rounded-full border border-rose-300 bg-white px-3 py-1.5 font-semibold text-rose-900 hover:bg-rose-100 focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          <RotateCwIcon aria-hidden="true" size={16} />
          <FormattedMessage id="admin.report.retry" values={{ report: title, hidden }} />
        </button>
      </div>
    );
  } else if (isEmpty) {
    body = (
      <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
        <FormattedMessage id={empty} />
      </p>
    );
  } else body = children ?? (table ? <ReportTable caption={title} table={table} /> : null);

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={query.isPending}
      className={`min-w-0 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 ${props.className ?? ''}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h3>
          {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
        </div>
        {answer && table && !isEmpty ? (
          <CsvButton
            report={report}
            title={title}
            table={table}
            from={answer.from}
            to={answer.to}
          />
        ) : null}
      </div>
      <div className="mt-4">{body}</div>
    </section>
  );
}
