import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { TRENDING_COUNT } from '../lib/trending.ts';
import { CardSkeleton, Skeleton } from '../../../components/ui/skeleton.tsx';

/** The trending row's frame: heading, a link to the map, and its cards. */
export function TrendingSection({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby="home-trending" className="mt-16">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="home-trending" className="text-lg font-semibold text-slate-900">
          <FormattedMessage id="home.trending.heading" />
        </h2>
        <Link
          to="/explore"
          className="text-sm font-medium text-sky-800 underline underline-offset-4"
        >
          <FormattedMessage id="home.trending.all" />
        </Link>
      </div>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={busy}>
        {children}
      </ul>
    </section>
  );
}

/** Card-sized placeholders of the trending row while it loads. */
export function TrendingPlaceholder() {
  return (
    <TrendingSection busy>
      {Array.from({ length: TRENDING_COUNT }, (_, i) => (
        <li key={i} aria-hidden="true">
          <CardSkeleton image="aspect-[4/3]" lines={['h-5 w-2/3', 'h-4 w-1/2']} />
        </li>
      ))}
    </TrendingSection>
  );
}

/** The popular destinations as they look while loading (FeaturedDestinations' own placeholder). */
export function DestinationsPlaceholder() {
  const intl = useIntl();
  return (
    <section aria-labelledby="home-featured" className="w-full">
      <h2 id="home-featured" className="text-lg font-semibold text-slate-900">
        <FormattedMessage id="home.featured.heading" />
      </h2>
      <ul
        className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        aria-busy="true"
        aria-label={intl.formatMessage({ id: 'destinations.featured.loading' })}
      >
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton
            as="li"
            key={i}
            aria-hidden="true"
            className="h-28 rounded-2xl border border-slate-200 bg-slate-100"
          />
        ))}
      </ul>
    </section>
  );
}
