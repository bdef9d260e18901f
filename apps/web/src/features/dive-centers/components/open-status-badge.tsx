import { FormattedMessage } from 'react-intl';
import type { OpenStatus } from '../lib/opening-hours.ts';

const STYLES = {
  open: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  closed: 'bg-rose-50 text-rose-900 ring-rose-200',
} as const;

const DOT = { open: 'bg-emerald-600', closed: 'bg-rose-600' } as const;

/** "Open now" / "Closed now" pill; nothing when the center publishes no hours. */
export function OpenStatusBadge({
  status,
  detail,
}: {
  status: OpenStatus;
  detail?: string | null;
}) {
  if (status.state === 'unknown') return null;
  const { state } = status;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span
        className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ring-1 ${STYLES[state]}`}
      >
        <span aria-hidden="true" className={`size-2 rounded-full ${DOT[state]}`} />
        {state === 'open' ? (
          <FormattedMessage id="diveCenters.hours.openNow" />
        ) : (
          <FormattedMessage id="diveCenters.hours.closedNow" />
        )}
      </span>
      {detail ? <span className="text-sm text-slate-700">{detail}</span> : null}
    </p>
  );
}
