import { countryPath } from '@divespot/shared/location-links';
import type { RegionDetail } from '@divespot/shared/locations';
import ArrowRightIcon from 'lucide-react/icons/arrow-right';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { useRegion, type RegionKey } from '../api/get-region.ts';
import { isMissing } from '../lib/errors.ts';
import { countLabel } from '../lib/format.ts';
import { DetailError, DetailSkeleton } from './detail-states.tsx';
import { LocationHero } from './location-hero.tsx';
import { LocationMap } from './location-map.tsx';
import { EmptyNote, Section } from './section.tsx';
import { SpeciesGrid } from './species-grid.tsx';
import { SpotList } from './spot-list.tsx';

function describe(r: RegionDetail): string {
  const text = `${r.name}, ${r.country.name}: ${countLabel(r.spotCount, 'dive spot')}.${r.description ? ` ${r.description}` : ''}`;
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

function RegionView({ region: r }: { region: RegionDetail }) {
  const country = countryPath(r.country.slug);
  const deepest = Math.max(0, ...r.spots.map((s) => s.depth.maxDepth ?? 0));
  return (
    <>
      <PageHead title={`${r.name}, ${r.country.name}`} description={describe(r)} />
      <LocationHero
        crumbs={[
          { label: 'Destinations', to: '/destinations?tab=regions' },
          { label: r.country.name, to: country },
          { label: r.name },
        ]}
        eyebrow={`Dive region in ${r.country.name}`}
        title={r.name}
        coverImageLink={r.coverImageLink}
        stats={[
          ['Dive spots', r.spotCount.toLocaleString('en-US')],
          ...(deepest ? ([['Deepest dive', `${deepest} m`]] as const) : []),
          ...(r.diveCenterCount
            ? ([['Dive centers', r.diveCenterCount.toLocaleString('en-US')]] as const)
            : []),
        ]}
      />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-14">
        <div className="space-y-14">
          {r.description ? (
            <p className="max-w-3xl text-lg leading-8 text-slate-700">{r.description}</p>
          ) : null}
          <Section
            id="region-spots"
            title={`Dive spots in ${r.name}`}
            lead={
              r.spots.length > 1
                ? 'Best rated first, then the spots with the most marine life recorded.'
                : undefined
            }
          >
            {r.spots.length ? (
              <SpotList spots={r.spots} />
            ) : (
              <EmptyNote>No dive spots are listed in {r.name} yet.</EmptyNote>
            )}
          </Section>
          <Section
            id="region-species"
            title="Marine life seen here"
            lead="The species divers record at most of this region’s spots."
          >
            {r.species.length ? (
              <SpeciesGrid species={r.species} spotTotal={r.spotCount} />
            ) : (
              <EmptyNote>No marine life sightings are recorded in {r.name} yet.</EmptyNote>
            )}
          </Section>
        </div>
        <aside
          aria-label={`${r.name} at a glance`}
          className="space-y-6 lg:sticky lg:top-24 lg:self-start"
        >
          <LocationMap name={r.name} bounds={r.bounds} spots={r.spots} />
          <Link
            to={country}
            className="group flex items-center justify-between gap-4 rounded-2xl bg-sky-50 p-5 transition hover:bg-sky-100"
          >
            <span className="text-sm text-slate-700">
              <span className="block text-base font-semibold text-slate-900 group-hover:text-sky-800">
                More diving in {r.country.name}
              </span>
              Every region, the top spots and {r.country.name}’s dive centers.
            </span>
            <ArrowRightIcon aria-hidden="true" size={20} className="shrink-0 text-sky-800" />
          </Link>
        </aside>
      </div>
    </>
  );
}

/** Both region routes; `notFound` is shown for an unknown region or a region of another country. */
export function RegionPage({ regionKey, notFound }: { regionKey: RegionKey; notFound: ReactNode }) {
  const query = useRegion(regionKey);
  const pattern =
    'country' in regionKey ? '/locations/regions/:country/:region' : '/locations/regions/:slug';
  if (query.isPending)
    return (
      <>
        <PageHead pattern={pattern} />
        <DetailSkeleton label="Loading dive region…" />
      </>
    );
  if (query.isError) {
    if (isMissing(query.error)) return notFound;
    return (
      <>
        <PageHead pattern={pattern} />
        <DetailError what="dive region" onRetry={() => void query.refetch()} />
      </>
    );
  }
  return <RegionView region={query.data} />;
}
