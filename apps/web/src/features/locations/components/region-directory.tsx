import type { RegionSummary } from '@divespot/shared/locations';
import { pagePath, PAGES } from '@divespot/shared/routes';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useCountryName } from '../../../lib/i18n/country-names.ts';
import { CardLink } from '../../../components/ui/card.tsx';

/** Regions by country, the countries in the order of their shown names. */
function byCountry(
  regions: readonly RegionSummary[],
  nameOf: (r: RegionSummary | undefined) => string,
  locale: string,
) {
  const groups = new Map<string, RegionSummary[]>();
  for (const r of regions) groups.set(r.countrySlug, [...(groups.get(r.countrySlug) ?? []), r]);
  return [...groups.values()].sort((a, b) => nameOf(a[0]).localeCompare(nameOf(b[0]), locale));
}

/** Dive regions grouped under their country, each linking to its region page. */
export function RegionDirectory({ regions }: { regions: readonly RegionSummary[] }) {
  const intl = useIntl();
  const countryName = useCountryName();
  const nameOf = (r: RegionSummary | undefined) =>
    r ? countryName(r.countryCode, r.countryName) : '';
  return (
    <div className="space-y-10">
      {byCountry(regions, nameOf, intl.locale).map((list) => {
        const first = list[0];
        if (!first) return null;
        const country = nameOf(first);
        const headingId = `regions-of-${first.countrySlug}`;
        return (
          <section key={first.countrySlug} aria-labelledby={headingId}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-slate-200 pb-2">
              <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900">
                {country}
              </h2>
              <Link
                to={pagePath(PAGES.country, { slug: first.countrySlug })}
                className="inline-flex items-center gap-1 text-sm font-medium text-sky-800 underline-offset-4 hover:underline"
              >
                <FormattedMessage id="locations.regionDirectory.allOf" values={{ country }} />
                <ChevronRightIcon aria-hidden="true" size={14} />
              </Link>
            </div>
            <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {list.map((r) => (
                <li key={r.objectId}>
                  <CardLink
                    to={pagePath(PAGES.region, { country: r.countrySlug, region: r.slug })}
                    className="group flex h-full items-center justify-between gap-3 px-4 py-3"
                  >
                    <span className="min-w-0">
                      <span className="block font-semibold text-slate-900 group-hover:text-sky-800">
                        {r.name}
                      </span>
                      <span className="block text-sm text-slate-600">
                        <FormattedMessage
                          id="locations.count.diveSpots"
                          values={{ count: r.spotCount }}
                        />
                      </span>
                    </span>
                    <ChevronRightIcon
                      aria-hidden="true"
                      size={18}
                      className="shrink-0 text-slate-400 group-hover:text-sky-800"
                    />
                  </CardLink>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
