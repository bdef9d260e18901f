import { FormattedMessage } from 'react-intl';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

const BLOCK = 'rounded bg-slate-200';

/** The spot page's shape while it loads, so nothing jumps when it arrives. */
export function SpotDetailSkeleton() {
  return (
    <div aria-busy="true" aria-live="polite">
      <p className="sr-only">
        <FormattedMessage id="spots.loading" />
      </p>
      <div aria-hidden="true" className="bg-gradient-to-b from-sky-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-6 pb-8 sm:px-6">
          <Skeleton className={`h-4 w-56 ${BLOCK}`} />
          <Skeleton className={`mt-6 h-10 w-2/3 ${BLOCK} sm:h-12`} />
          <Skeleton className={`mt-4 h-5 w-80 max-w-full ${BLOCK} bg-slate-100`} />
          <div className="mt-4 flex gap-2">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-7 w-28 rounded-full bg-slate-100" />
            ))}
          </div>
          <Skeleton className="mt-6 aspect-[4/3] rounded-3xl bg-slate-200 sm:aspect-[2/1] lg:aspect-[5/2]" />
        </div>
      </div>
      <div
        aria-hidden="true"
        className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
      >
        <div>
          <Skeleton className={`h-8 w-56 ${BLOCK}`} />
          <div className="mt-4 space-y-3">
            <Skeleton className={`h-4 ${BLOCK} bg-slate-100`} />
            <Skeleton className={`h-4 ${BLOCK} bg-slate-100`} />
            <Skeleton className={`h-4 w-2/3 ${BLOCK} bg-slate-100`} />
          </div>
          <div className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="h-20 rounded-2xl bg-slate-100" />
            ))}
          </div>
        </div>
        <Skeleton className="h-80 rounded-3xl bg-slate-100" />
      </div>
    </div>
  );
}
