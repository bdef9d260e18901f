import { sizedImageUrl } from '@divespot/shared/images';
import type { CountrySummary } from '@divespot/shared/locations';
import { pagePath, PAGES } from '@divespot/shared/routes';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCountryName } from '../../../lib/i18n/country-names.ts';
import { CONTINENTS, useContinentName } from '../lib/format.ts';
import { DecorativeImage } from '../../../components/ui/decorative-image.tsx';
import { CardLink } from '../../../components/ui/card.tsx';

/** Continents in the order divers scan them; countries without one go last. */
const CONTINENT_ORDER = Object.keys(CONTINENTS);
const OTHER = 'other';

/** Countries by continent, each continent's countries in the order of their shown names. */
function byContinent(
  countries: readonly CountrySummary[],
  nameOf: (c: CountrySummary) => string,
  locale: string,
) {
  const groups = new Map<string, CountrySummary[]>();
  for (const c of countries) {
    const key = c.continent ?? OTHER;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  const rank = (k: string) => (CONTINENT_ORDER.includes(k) ? CONTINENT_ORDER.indexOf(k) : 99);
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([continent, list]) => {
      const sorted = [...list].sort((a, b) => nameOf(a).localeCompare(nameOf(b), locale));
      return [continent, sorted] as const;
    });
}

const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z]+/g, '-');

/** Countries with dive spots, grouped by continent, each linking to its country page. */
export function CountryDirectory({ countries }: { countries: readonly CountrySummary[] }) {
  const intl = useIntl();
  const countryName = useCountryName();
  const continentName = useContinentName();
  const nameOf = (c: CountrySummary) => countryName(c.code, c.name);
  return (
    <div className="space-y-12">
      {byContinent(countries, nameOf, intl.locale).map(([continent, list]) => (
        <section key={continent} aria-labelledby={`continent-${slugOf(continent)}`}>
          <h2
            id={`continent-${slugOf(continent)}`}
            className="flex items-baseline gap-3 text-xl font-bold tracking-tight text-slate-900"
          >
            {continent === OTHER
              ? intl.formatMessage({ id: 'locations.continent.other' })
              : continentName(continent)}
            <span className="text-sm font-medium text-slate-600">
              <FormattedMessage id="locations.count.countries" values={{ count: list.length }} />
            </span>
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {list.map((c) => (
              <li key={c.objectId}>
                <CardLink
                  to={pagePath(PAGES.country, { slug: c.slug })}
                  className="group flex h-full items-center gap-4 p-3"
                >
                  <DecorativeImage
                    src={sizedImageUrl(c.coverImageLink, 128, 128)}
                    alt=""
                    width={128}
                    height={128}
                    loading="lazy"
                    decoding="async"
                    className="size-14 shrink-0 rounded-xl bg-sky-100 object-cover"
                  />
                  <span className="min-w-0">
                    <span className="block font-semibold text-slate-900 group-hover:text-sky-800">
                      {nameOf(c)}
                    </span>
                    <span className="block text-sm text-slate-600">
                      <FormattedMessage
                        id="locations.countryDirectory.counts"
                        values={{ spots: c.spotCount, regions: c.regionCount }}
                      />
                    </span>
                  </span>
                </CardLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
