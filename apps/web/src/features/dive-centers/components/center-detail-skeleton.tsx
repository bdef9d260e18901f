import { FormattedMessage } from 'react-intl';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

const BLOCK = 'rounded bg-slate-200';

/** The center page's shape while it loads, so nothing jumps when it arrives. */
export function DiveCenterDetailSkeleton() {
  return (
    <div aria-busy="true" aria-live="polite">
      <p className="sr-only">
        <FormattedMessage id="diveCenters.loading" />
      </p>
      <div aria-hidden="true" className="bg-gradient-to-b from-sky-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-6 pb-10 sm:px-6 sm:pb-14">
          <Skeleton className={`h-4 w-56 ${BLOCK}`} />
          <div className="mt-6 grid items-center gap-8 lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)] lg:gap-12">
            <div>
              <Skeleton className={`h-4 w-40 ${BLOCK}`} />
              <Skeleton className={`mt-4 h-11 w-3/4 ${BLOCK}`} />
              <Skeleton className={`mt-4 h-6 w-2/3 ${BLOCK} bg-slate-100`} />
              <div className="mt-6 flex gap-3">
                <Skeleton className={`h-8 w-24 ${BLOCK} rounded-full bg-slate-100`} />
                <Skeleton className={`h-8 w-28 ${BLOCK} rounded-full bg-slate-100`} />
              </div>
              <Skeleton className={`mt-7 h-11 w-40 ${BLOCK} rounded-full`} />
            </div>
            <Skeleton className="aspect-[16/10] rounded-3xl bg-slate-200" />
          </div>
        </div>
      </div>
      <div
        aria-hidden="true"
        className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 sm:px-6 lg:grid-cols-3"
      >
        <Skeleton className="h-80 rounded-3xl bg-slate-100 lg:col-start-3 lg:row-start-1" />
        <div className="space-y-4 lg:col-span-2 lg:row-start-1">
          <Skeleton className={`h-8 w-48 ${BLOCK}`} />
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className={`h-5 w-2/3 ${BLOCK} bg-slate-100`} />
          ))}
        </div>
      </div>
    </div>
  );
}
