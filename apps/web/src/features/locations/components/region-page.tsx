import type { RegionDetail } from '@divespot/shared/locations';
import { pagePath, PAGES } from '@divespot/shared/routes';
import ArrowRightIcon from 'lucide-react/icons/arrow-right';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { foreignLang } from '../../../lib/i18n/content-language.ts';
import { useCountryName } from '../../../lib/i18n/country-names.ts';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { useQuantityFormat } from '../../../lib/units/units-store.ts';
import { useRegion, type RegionKey } from '../api/get-region.ts';
import { DetailPending } from './detail-states.tsx';
import { LocationHero } from './location-hero.tsx';
import { LocationMap } from './location-map.tsx';
import { EmptyNote, Section } from './section.tsx';
import { SpeciesGrid } from './species-grid.tsx';
import { SpotList } from './spot-list.tsx';

/** At most 160 characters, cut at a word. */
const clip = (text: string) =>
  text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`;

function RegionView({ region: r }: { region: RegionDetail }) {
  const intl = useIntl();
  const q = useQuantityFormat();
  const countryName = useCountryName()(r.country.code, r.country.name);
  const country = pagePath(PAGES.country, { slug: r.country.slug });
  const deepest = Math.max(0, ...r.spots.map((s) => s.depth.maxDepth ?? 0));
  const place = { region: r.name, country: countryName };
  // The region's own text (in the page's language where it has one) follows this line.
  const summary = intl.formatMessage(
    { id: 'locations.region.description' },
    { ...place, count: r.spotCount },
  );
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <>
      <PageHead
        title={intl.formatMessage({ id: 'locations.region.title' }, place)}
        description={clip(r.description ? `${summary} ${r.description}` : summary)}
      />
      <LocationHero
        crumbs={[
          {
            label: intl.formatMessage({ id: 'locations.destinations.name' }),
            to: '/destinations?tab=regions',
          },
          { label: countryName, to: country },
          { label: r.name },
        ]}
        eyebrow={intl.formatMessage({ id: 'locations.region.eyebrow' }, place)}
        title={r.name}
        coverImageLink={r.coverImageLink}
        stats={[
          [t('locations.stats.diveSpots'), intl.formatNumber(r.spotCount)],
          ...(deepest
            ? ([[t('locations.stats.deepest'), q.format('depth', deepest)]] as const)
            : []),
          ...(r.diveCenterCount
            ? ([[t('locations.stats.diveCenters'), intl.formatNumber(r.diveCenterCount)]] as const)
            : []),
        ]}
      />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-14">
        <div className="space-y-14">
          {r.description ? (
            <p
              lang={foreignLang(r.descriptionLang, intl.locale)}
              className="max-w-3xl text-lg leading-8 text-slate-700"
            >
              {r.description}
            </p>
          ) : null}
          <Section
            id="region-spots"
            title={intl.formatMessage({ id: 'locations.region.spots' }, place)}
            lead={
              r.spots.length > 1 ? intl.formatMessage({ id: 'locations.spots.order' }) : undefined
            }
          >
            {r.spots.length ? (
              <SpotList spots={r.spots} />
            ) : (
              <EmptyNote>
                <FormattedMessage id="locations.spots.none" values={{ place: r.name }} />
              </EmptyNote>
            )}
          </Section>
          <Section
            id="region-species"
            title={intl.formatMessage({ id: 'locations.region.species' })}
            lead={intl.formatMessage({ id: 'locations.region.speciesLead' })}
          >
            {r.species.length ? (
              <SpeciesGrid species={r.species} spotTotal={r.spotCount} />
            ) : (
              <EmptyNote>
                <FormattedMessage id="locations.region.noSpecies" values={place} />
              </EmptyNote>
            )}
          </Section>
        </div>
        <aside
          aria-label={intl.formatMessage({ id: 'locations.atAGlance' }, { place: r.name })}
          className="space-y-6 lg:sticky lg:top-24 lg:self-start"
        >
          <LocationMap name={r.name} bounds={r.bounds} spots={r.spots} />
          <Link
            to={country}
            className="group flex items-center justify-between gap-4 rounded-2xl bg-sky-50 p-5 transition hover:bg-sky-100"
          >
            <span className="text-sm text-slate-700">
              <span className="block text-base font-semibold text-slate-900 group-hover:text-sky-800">
                <FormattedMessage id="locations.region.moreDiving" values={place} />
              </span>
              <FormattedMessage id="locations.region.moreDivingLead" values={place} />
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
  const intl = useIntl();
  const query = useRegion(regionKey);
  if (query.isPending || query.isError) {
    return (
      <DetailPending
        query={query}
        pattern={'country' in regionKey ? PAGES.region : PAGES.regionBySlug}
        what="region"
        loading={intl.formatMessage({ id: 'locations.region.loading' })}
        notFound={notFound}
      />
    );
  }
  return <RegionView region={query.data} />;
}
