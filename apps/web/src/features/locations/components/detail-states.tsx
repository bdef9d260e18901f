import type { PagePattern } from '@divespot/shared/routes';
import TriangleAlertIcon from 'lucide-react/icons/triangle-alert';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button.tsx';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { StatusScreen } from '../../../components/ui/status-screen.tsx';
import { isMissing } from '../lib/errors.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

const block = 'rounded-2xl bg-slate-200';

/** Placeholder of a location page in the shape of the real one, so nothing jumps on load. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        {label}
      </p>
      <div aria-hidden="true" className="bg-sky-950">
        <div className="mx-auto max-w-7xl px-4 pt-6 pb-10 sm:px-6 sm:pt-8 sm:pb-14">
          <Skeleton className="h-4 w-48 rounded bg-sky-800" />
          <Skeleton className="mt-16 h-4 w-24 rounded bg-sky-800 sm:mt-24" />
          <Skeleton className="mt-3 h-12 w-72 max-w-full rounded-lg bg-sky-800" />
          <div className="mt-8 flex gap-10">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12 w-20 rounded bg-sky-800" />
            ))}
          </div>
        </div>
      </div>
      <div
        aria-hidden="true"
        className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
      >
        <div className="space-y-4">
          <Skeleton className="h-6 w-40 rounded bg-slate-200" />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className={`h-32 ${block}`} />
            ))}
          </div>
        </div>
        <Skeleton className={`aspect-[8/5] ${block}`} />
      </div>
    </div>
  );
}

/** The record could not be loaded for a reason other than not existing. */
export function DetailError({
  what,
  onRetry,
}: {
  what: 'country' | 'region' | 'location';
  onRetry: () => void;
}) {
  const intl = useIntl();
  return (
    <StatusScreen
      icon={TriangleAlertIcon}
      tone="danger"
      title={intl.formatMessage({ id: 'locations.detailError.title' })}
      actions={
        <Button onClick={onRetry}>
          <FormattedMessage id="locations.detailError.retry" />
        </Button>
      }
    >
      <p>
        <FormattedMessage id="locations.detailError.body" values={{ what }} />
      </p>
    </StatusScreen>
  );
}

/**
 * A location page until its record is in: the page's head with the skeleton while it loads or
 * the error screen when the load failed; `notFound` for a record that does not exist.
 */
export function DetailPending({
  query,
  pattern,
  what,
  loading,
  notFound,
}: {
  query: { isError: boolean; error: unknown; refetch: () => Promise<unknown> };
  pattern: PagePattern;
  what: 'country' | 'region' | 'location';
  /** What the skeleton tells a screen reader meanwhile. */
  loading: string;
  notFound: ReactNode;
}) {
  if (query.isError && isMissing(query.error)) return notFound;
  return (
    <>
      <PageHead pattern={pattern} />
      {query.isError ? (
        <DetailError what={what} onRetry={() => void query.refetch()} />
      ) : (
        <DetailSkeleton label={loading} />
      )}
    </>
  );
}
