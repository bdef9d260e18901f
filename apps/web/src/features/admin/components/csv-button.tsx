import DownloadIcon from 'lucide-react/icons/download';
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { csvFileName, csvOf, saveText } from '../lib/csv.ts';
import { csvTableOf, type ReportTableData } from '../lib/report-table.ts';

interface CsvButtonProps {
  /** The report's name in the file name, e.g. `top-pages`. */
  report: string;
  /** The report's title, which ends the button's accessible name. */
  title: string;
  table: ReportTableData;
  from: string;
  to: string;
}

const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

/** "Download CSV": the report's table as a file, made in the browser. */
export function CsvButton({ report, title, table, from, to }: CsvButtonProps) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      saveText(csvFileName(report, from, to), await csvOf(csvTableOf(table)));
      setState('idle');
    } catch {
      // The CSV writer's code could not be loaded (offline, a new version deployed).
      setState('failed');
    }
  };
  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        onClick={() => void download()}
        disabled={state === 'busy'}
        className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-70"
      >
        <DownloadIcon aria-hidden="true" size={16} />
        <FormattedMessage id="admin.csv.download" values={{ report: title, hidden }} />
      </button>
      {state === 'failed' ? (
        <p role="alert" className="text-sm text-rose-800">
          <FormattedMessage id="admin.csv.failed" />
        </p>
      ) : null}
    </div>
  );
}
