import type { SiteStatistics } from '@divespot/shared/statistics';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSiteStatistics } from '../api/get-site-statistics.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/**
 * The figures in the order the line shows them, with their message (`{count}` is the number,
 * `<strong>` its emphasis, the rest of the message names what was counted).
 */
const FIGURES = [
  { key: 'spots', id: 'home.stats.spots' },
  { key: 'countries', id: 'home.stats.countries' },
  { key: 'species', id: 'home.stats.species' },
  { key: 'diveCenters', id: 'home.stats.diveCenters' },
] as const satisfies readonly { key: keyof SiteStatistics; id: string }[];

/** The statistics line's frame: its label, and one item per figure. */
export function StatsSection({ busy, children }: { busy: boolean; children: ReactNode }) {
  const intl = useIntl();
  return (
    <section aria-label={intl.formatMessage({ id: 'home.stats.label' })} className="mt-16">
      <ul
        aria-busy={busy}
        className="grid grid-cols-2 gap-x-2 gap-y-4 rounded-2xl bg-sky-950 px-3 py-8 text-center text-white sm:grid-cols-4 sm:gap-4 sm:px-6"
      >
        {children}
      </ul>
    </section>
  );
}

/** The line while its figures load: the frame, and no number. */
export function StatsPlaceholder() {
  return (
    <StatsSection busy>
      {FIGURES.map(({ key }) => (
        <li key={key} aria-hidden="true" className="flex flex-col items-center gap-2">
          <Skeleton className="h-9 w-20 rounded bg-sky-900" />
          <Skeleton className="h-5 w-28 rounded bg-sky-900" />
        </li>
      ))}
    </StatsSection>
  );
}

/**
 * docs/product/README.md's statistics line, in figures the database holds: spots, the countries they are in,
 * species and dive centers, counted by the server and written in the visitor's language. It
 * says nothing about divers or dives, which DiveSpot does not count; without figures (the API
 * failed) it is left out.
 */
export function StatsLine() {
  const { data, isError } = useSiteStatistics();
  if (isError) return null;
  if (!data) return <StatsPlaceholder />;
  return (
    <StatsSection busy={false}>
      {FIGURES.map(({ key, id }) => (
        <li key={key}>
          <FormattedMessage
            id={id}
            values={{
              count: data[key],
              strong: (text) => (
                <strong className="block text-3xl font-bold tracking-tight">{text}</strong>
              ),
            }}
          />
        </li>
      ))}
    </StatsSection>
  );
}
