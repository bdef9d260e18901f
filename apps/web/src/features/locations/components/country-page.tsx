import type { CountryDetail } from '@divespot/shared/locations';
import StoreIcon from 'lucide-react/icons/store';
import type { ReactNode } from 'react';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { useCountry } from '../api/get-country.ts';
import { isMissing } from '../lib/errors.ts';
import { countLabel } from '../lib/format.ts';
import { DetailError, DetailSkeleton } from './detail-states.tsx';
import { LocationHero } from './location-hero.tsx';
import { LocationMap } from './location-map.tsx';
import { RegionGrid } from './region-grid.tsx';
import { EmptyNote, Section } from './section.tsx';
import { SpotList } from './spot-list.tsx';

function describe(c: CountryDetail): string {
  if (!c.spotCount) return `Diving in ${c.name}: dive regions, spots and dive centers on DiveSpot.`;
  return `${countLabel(c.spotCount, 'dive spot')} in ${countLabel(c.regionCount, 'region')} of ${c.name}, with depths, levels and maps.`;
}

/** 'A, B and C' */
const joinNames = (names: readonly string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** Until countries have their own text, a line from the data orients the reader. */
function leadOf(c: CountryDetail): string | null {
  if (c.description) return c.description;
  const busiest = [...c.regions]
    .filter((r) => r.spotCount > 0)
    .sort((a, b) => b.spotCount - a.spotCount)
    .slice(0, 3)
    .map((r) => r.name);
  if (!busiest.length) return null;
  return `${c.name} has ${countLabel(c.spotCount, 'listed dive spot')}${
    c.regionCount > 1 ? ` in ${countLabel(c.regionCount, 'region')}` : ''
  }. ${busiest.length > 1 ? `Most are in ${joinNames(busiest)}.` : `They are in ${busiest[0]}.`}`;
}

function CountryView({ country: c }: { country: CountryDetail }) {
  const withSpots = c.regions.filter((r) => r.spotCount > 0);
  const lead = leadOf(c);
  return (
    <>
      <PageHead title={`Diving in ${c.name}`} description={describe(c)} />
      <LocationHero
        crumbs={[{ label: 'Destinations', to: '/destinations' }, { label: c.name }]}
        eyebrow={c.continent ? `Diving in ${c.continent}` : 'Diving destination'}
        title={c.name}
        coverImageLink={c.coverImageLink}
        stats={[
          ['Dive spots', c.spotCount.toLocaleString('en-US')],
          ['Regions', c.regionCount.toLocaleString('en-US')],
          ['Dive centers', c.diveCenterCount.toLocaleString('en-US')],
        ]}
      />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-14">
        <div className="space-y-14">
          {lead ? <p className="max-w-3xl text-lg leading-8 text-slate-700">{lead}</p> : null}
          <Section
            id="country-regions"
            title={`Dive regions in ${c.name}`}
            lead={
              withSpots.length
                ? `${countLabel(withSpots.length, 'region')} with dive spots listed.`
                : undefined
            }
          >
            {c.regions.length ? (
              <RegionGrid regions={c.regions} />
            ) : (
              <EmptyNote>No dive regions are listed in {c.name} yet.</EmptyNote>
            )}
          </Section>
          <Section
            id="country-spots"
            title="Top dive spots"
            lead={
              c.topSpots.length > 1
                ? 'Best rated first, then the spots with the most marine life recorded.'
                : undefined
            }
          >
            {c.topSpots.length ? (
              <SpotList spots={c.topSpots} showRegion />
            ) : (
              <EmptyNote>No dive spots are listed in {c.name} yet.</EmptyNote>
            )}
          </Section>
        </div>
        <aside
          aria-label={`${c.name} at a glance`}
          className="space-y-6 lg:sticky lg:top-24 lg:self-start"
        >
          <LocationMap name={c.name} bounds={c.bounds} spots={c.topSpots} />
          <div className="flex items-start gap-4 rounded-2xl bg-sky-50 p-5">
            <StoreIcon aria-hidden="true" size={24} className="mt-0.5 shrink-0 text-sky-800" />
            <p className="text-sm leading-6 text-slate-700">
              <span className="block text-base font-semibold text-slate-900">
                {countLabel(c.diveCenterCount, 'dive center')}
              </span>
              {c.diveCenterCount
                ? `Local centers in ${c.name} can take you to these spots.`
                : `No dive centers in ${c.name} are listed yet.`}
            </p>
          </div>
        </aside>
      </div>
    </>
  );
}

/** `/locations/countries/{slug-or-id}`; `notFound` is shown for an unknown country. */
export function CountryPage({ countryKey, notFound }: { countryKey: string; notFound: ReactNode }) {
  const query = useCountry(countryKey);
  if (query.isPending)
    return (
      <>
        <PageHead pattern="/locations/countries/:slug" />
        <DetailSkeleton label="Loading country…" />
      </>
    );
  if (query.isError) {
    if (isMissing(query.error)) return notFound;
    return (
      <>
        <PageHead pattern="/locations/countries/:slug" />
        <DetailError what="country" onRetry={() => void query.refetch()} />
      </>
    );
  }
  return <CountryView country={query.data} />;
}
