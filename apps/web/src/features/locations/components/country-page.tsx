import type { CountryDetail } from '@divespot/shared/locations';
import { PAGES } from '@divespot/shared/routes';
import StoreIcon from 'lucide-react/icons/store';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { useCountryName } from '../../../lib/i18n/country-names.ts';
import { useCountry } from '../api/get-country.ts';
import { useContinentName } from '../lib/format.ts';
import { DetailPending } from './detail-states.tsx';
import { LocationHero } from './location-hero.tsx';
import { LocationMap } from './location-map.tsx';
import { RegionGrid } from './region-grid.tsx';
import { EmptyNote, Section } from './section.tsx';
import { SpotList } from './spot-list.tsx';

function describe(intl: IntlShape, c: CountryDetail, country: string): string {
  if (!c.spotCount)
    return intl.formatMessage({ id: 'locations.country.descriptionEmpty' }, { country });
  return intl.formatMessage(
    { id: 'locations.country.description' },
    { country, spots: c.spotCount, regions: c.regionCount },
  );
}

/**
 * Until countries have their own text, a line from the data orients the reader: how many spots
 * and regions, and where most spots are.
 */
function leadOf(intl: IntlShape, c: CountryDetail, country: string): string | null {
  const busiest = [...c.regions]
    .filter((r) => r.spotCount > 0)
    .sort((a, b) => b.spotCount - a.spotCount)
    .slice(0, 3)
    .map((r) => r.name);
  if (!busiest.length) return null;
  const count = intl.formatMessage(
    { id: c.regionCount > 1 ? 'locations.country.leadRegions' : 'locations.country.lead' },
    { country, spots: c.spotCount, regions: c.regionCount },
  );
  const where = intl.formatMessage(
    { id: busiest.length > 1 ? 'locations.country.leadMost' : 'locations.country.leadAll' },
    { regions: intl.formatList(busiest) },
  );
  return intl.formatMessage({ id: 'locations.country.leadSentences' }, { count, where });
}

function CountryView({ country: c }: { country: CountryDetail }) {
  const intl = useIntl();
  const name = useCountryName()(c.code, c.name);
  const continentName = useContinentName();
  const withSpots = c.regions.filter((r) => r.spotCount > 0);
  // A country's own text is English data; the generated line speaks the page's language.
  const lead = c.description ?? leadOf(intl, c, name);
  const values = { country: name };
  return (
    <>
      <PageHead
        title={intl.formatMessage({ id: 'locations.country.title' }, values)}
        description={describe(intl, c, name)}
      />
      <LocationHero
        crumbs={[
          { label: intl.formatMessage({ id: 'locations.destinations.name' }), to: '/destinations' },
          { label: name },
        ]}
        eyebrow={
          c.continent
            ? intl.formatMessage(
                { id: 'locations.country.eyebrow' },
                { continent: continentName(c.continent) },
              )
            : intl.formatMessage({ id: 'locations.country.eyebrowNone' })
        }
        title={name}
        coverImageLink={c.coverImageLink}
        stats={[
          [intl.formatMessage({ id: 'locations.stats.diveSpots' }), intl.formatNumber(c.spotCount)],
          [intl.formatMessage({ id: 'locations.stats.regions' }), intl.formatNumber(c.regionCount)],
          [
            intl.formatMessage({ id: 'locations.stats.diveCenters' }),
            intl.formatNumber(c.diveCenterCount),
          ],
        ]}
      />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-14">
        <div className="space-y-14">
          {lead ? (
            <p
              lang={c.description ? 'en' : undefined}
              className="max-w-3xl text-lg leading-8 text-slate-700"
            >
              {lead}
            </p>
          ) : null}
          <Section
            id="country-regions"
            title={intl.formatMessage({ id: 'locations.country.regions' }, values)}
            lead={
              withSpots.length
                ? intl.formatMessage(
                    { id: 'locations.country.regionsLead' },
                    { count: withSpots.length },
                  )
                : undefined
            }
          >
            {c.regions.length ? (
              <RegionGrid regions={c.regions} />
            ) : (
              <EmptyNote>
                <FormattedMessage id="locations.country.noRegions" values={values} />
              </EmptyNote>
            )}
          </Section>
          <Section
            id="country-spots"
            title={intl.formatMessage({ id: 'locations.country.topSpots' })}
            lead={
              c.topSpots.length > 1
                ? intl.formatMessage({ id: 'locations.spots.order' })
                : undefined
            }
          >
            {c.topSpots.length ? (
              <SpotList spots={c.topSpots} showRegion />
            ) : (
              <EmptyNote>
                <FormattedMessage id="locations.spots.none" values={{ place: name }} />
              </EmptyNote>
            )}
          </Section>
        </div>
        <aside
          aria-label={intl.formatMessage({ id: 'locations.atAGlance' }, { place: name })}
          className="space-y-6 lg:sticky lg:top-24 lg:self-start"
        >
          <LocationMap name={name} bounds={c.bounds} spots={c.topSpots} />
          <div className="flex items-start gap-4 rounded-2xl bg-sky-50 p-5">
            <StoreIcon aria-hidden="true" size={24} className="mt-0.5 shrink-0 text-sky-800" />
            <p className="text-sm leading-6 text-slate-700">
              <span className="block text-base font-semibold text-slate-900">
                <FormattedMessage
                  id="locations.count.diveCenters"
                  values={{ count: c.diveCenterCount }}
                />
              </span>
              <FormattedMessage
                id={
                  c.diveCenterCount
                    ? 'locations.country.centersLead'
                    : 'locations.country.centersNone'
                }
                values={values}
              />
            </p>
          </div>
        </aside>
      </div>
    </>
  );
}

/** `/locations/countries/{slug-or-id}`; `notFound` is shown for an unknown country. */
export function CountryPage({ countryKey, notFound }: { countryKey: string; notFound: ReactNode }) {
  const intl = useIntl();
  const query = useCountry(countryKey);
  if (query.isPending || query.isError) {
    return (
      <DetailPending
        query={query}
        pattern={PAGES.country}
        what="country"
        loading={intl.formatMessage({ id: 'locations.country.loading' })}
        notFound={notFound}
      />
    );
  }
  return <CountryView country={query.data} />;
}
