import CompassIcon from 'lucide-react/icons/compass';
import RotateCwIcon from 'lucide-react/icons/rotate-cw';
import { FormattedMessage } from 'react-intl';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** Three cards' worth of shimmer while the lists load. */
export function ListsSkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        <FormattedMessage id="lists.loading" />
      </p>
      <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-3xl ring-1 ring-slate-200">
            <Skeleton className="aspect-[16/9] bg-slate-100" />
            <div className="space-y-3 p-5">
              <Skeleton className="h-5 w-2/3 rounded bg-slate-100" />
              <Skeleton className="h-4 w-1/3 rounded bg-slate-100" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** docs/product/errors.md 'Failed to load bookmarks', with a way to try again. */
export function ListsFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-3xl border border-rose-200 bg-rose-50 p-6 text-rose-900">
      <p className="font-semibold">
        <FormattedMessage id="lists.error.load" />
      </p>
      <p className="mt-1 text-sm">
        <FormattedMessage id="lists.error.loadHint" />
      </p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        <RotateCwIcon aria-hidden="true" size={16} />
        <FormattedMessage id="lists.retry" />
      </Button>
    </div>
  );
}

/** A diver with nothing saved yet: what lists are for, and where to find things to save. */
export function ListsEmpty() {
  return (
    <section className="flex flex-col items-center rounded-3xl border border-dashed border-sky-300 bg-white px-6 py-12 text-center sm:py-16">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-sky-100 text-sky-800">
        <CompassIcon aria-hidden="true" size={32} />
      </span>
      <h2 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">
        <FormattedMessage id="lists.empty.title" />
      </h2>
      <p className="mt-3 max-w-lg text-base leading-7 text-slate-700">
        <FormattedMessage id="lists.empty.body" />
      </p>
      <ButtonLink to="/explore" className="mt-6">
        <FormattedMessage id="lists.empty.explore" />
      </ButtonLink>
    </section>
  );
}

/** A list's page while it loads: its header and a few items in shimmer. */
export function ListSkeleton() {
  return (
    <div aria-busy="true" className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <p role="status" className="sr-only">
        <FormattedMessage id="lists.loadingList" />
      </p>
      <div aria-hidden="true">
        <Skeleton className="h-6 w-24 rounded-full bg-slate-100" />
        <Skeleton className="mt-4 h-10 w-2/3 rounded-lg bg-slate-100" />
        <Skeleton className="mt-3 h-5 w-1/3 rounded bg-slate-100" />
        <Skeleton className="mt-10 h-72 rounded-3xl bg-slate-100" />
        <div className="mt-10 space-y-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-24 rounded-2xl bg-slate-100" />
          ))}
        </div>
      </div>
    </div>
  );
}
