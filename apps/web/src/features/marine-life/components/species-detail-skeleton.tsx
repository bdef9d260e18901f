import { FormattedMessage } from 'react-intl';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

const BLOCK = 'rounded bg-slate-200';

/** The species page's shape while it loads, so nothing jumps when it arrives. */
export function SpeciesDetailSkeleton() {
  return (
    <div aria-busy="true" aria-live="polite">
      <p className="sr-only">
        <FormattedMessage id="marineLife.detail.loading" />
      </p>
      <div aria-hidden="true" className="bg-gradient-to-b from-sky-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-6 pb-10 sm:px-6 sm:pb-14">
          <Skeleton className={`h-4 w-48 ${BLOCK}`} />
          <div className="mt-6 grid items-center gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-12">
            <Skeleton className="aspect-[4/3] rounded-3xl bg-slate-200" />
            <div>
              <Skeleton className={`h-4 w-20 ${BLOCK}`} />
              <Skeleton className={`mt-4 h-11 w-3/4 ${BLOCK}`} />
              <Skeleton className={`mt-3 h-6 w-1/2 ${BLOCK} bg-slate-100`} />
              <div className="mt-8 grid grid-cols-2 gap-5 sm:grid-cols-3">
                {Array.from({ length: 5 }, (_, i) => (
                  <Skeleton key={i} className={`h-12 ${BLOCK} bg-slate-100`} />
                ))}
              </div>
            </div>
          </div>
        </div>
      </div>
      <div aria-hidden="true" className="mx-auto max-w-7xl px-4 sm:px-6">
        <Skeleton className={`h-8 w-64 ${BLOCK}`} />
        <div className="mt-4 max-w-3xl space-y-3">
          <Skeleton className={`h-4 ${BLOCK} bg-slate-100`} />
          <Skeleton className={`h-4 ${BLOCK} bg-slate-100`} />
          <Skeleton className={`h-4 w-2/3 ${BLOCK} bg-slate-100`} />
        </div>
      </div>
    </div>
  );
}
