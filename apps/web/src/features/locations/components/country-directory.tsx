import { sizedImageUrl } from '@divespot/shared/images';
import { countryPath } from '@divespot/shared/location-links';
import type { CountrySummary } from '@divespot/shared/locations';
import { Link } from 'react-router';
import { countLabel } from '../lib/format.ts';
import { DecorativeImage } from '../../../components/ui/decorative-image.tsx';

/** Continents in the order divers scan them; countries without one go last. */
const CONTINENT_ORDER = ['Africa', 'Americas', 'Asia', 'Europe', 'Oceania', 'Antarctica'];
const OTHER = 'Other places';

function byContinent(countries: readonly CountrySummary[]) {
  const groups = new Map<string, CountrySummary[]>();
  for (const c of countries) {
    const key = c.continent ?? OTHER;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  const rank = (k: string) => (CONTINENT_ORDER.includes(k) ? CONTINENT_ORDER.indexOf(k) : 99);
  return [...groups.entries()].sort(([a], [b]) => rank(a) - rank(b));
}

const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z]+/g, '-');

/** Countries with dive spots, grouped by continent, each linking to its country page. */
export function CountryDirectory({ countries }: { countries: readonly CountrySummary[] }) {
  return (
    <div className="space-y-12">
      {byContinent(countries).map(([continent, list]) => (
        <section key={continent} aria-labelledby={`continent-${slugOf(continent)}`}>
          <h2
            id={`continent-${slugOf(continent)}`}
            className="flex items-baseline gap-3 text-xl font-bold tracking-tight text-slate-900"
          >
            {continent}
            <span className="text-sm font-medium text-slate-600">
              {countLabel(list.length, 'country', 'countries')}
            </span>
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {list.map((c) => (
              <li key={c.objectId}>
                <Link
                  to={countryPath(c.slug)}
                  className="group flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm transition hover:border-sky-300 hover:shadow-md"
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
                      {c.name}
                    </span>
                    <span className="block text-sm text-slate-600">
                      {countLabel(c.spotCount, 'dive spot')} · {countLabel(c.regionCount, 'region')}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
