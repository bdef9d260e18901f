import type { SpeciesSpot } from '@divespot/shared/marine-life';
import { pagePath, PAGES } from '@divespot/shared/routes';
import MapPinIcon from 'lucide-react/icons/map-pin';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useMonths } from '../../../lib/i18n/months.ts';
import { cardClasses } from '../../../components/ui/card.tsx';

/** Twelve small cells, filled for the months the species is seen at this spot. */
function MonthStrip({ months }: { months: readonly number[] }) {
  const seen = new Set(months);
  const names = useMonths();
  return (
    <ol aria-hidden="true" className="grid grid-cols-12 gap-0.5">
      {names.long.map((m, i) => (
        <li
          key={i}
          title={m}
          className={`h-2 rounded-sm ${seen.has(i + 1) ? 'bg-sky-600' : 'bg-slate-200'}`}
        />
      ))}
    </ol>
  );
}

/** The spots where divers see the species, with the months, each linking to its spot page. */
export function SightingSpotList({ spots }: { spots: readonly SpeciesSpot[] }) {
  const months = useMonths();
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {spots.map((spot) => (
        <li
          key={spot.objectId}
          className={cardClasses(
            'relative flex flex-col gap-3 p-4 focus-within:ring-2 focus-within:ring-sky-700 focus-within:ring-offset-2',
          )}
        >
          <div className="flex items-start gap-3">
            <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-sky-100 text-sky-800">
              <MapPinIcon aria-hidden="true" size={18} />
            </span>
            <div className="min-w-0">
              <h3 className="font-semibold text-slate-900">
                <Link
                  to={pagePath(PAGES.spot, { slug: spot.slug })}
                  className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-sky-800"
                >
                  {spot.name}
                </Link>
              </h3>
              {spot.locationDescription ? (
                <p className="text-sm text-slate-700">{spot.locationDescription}</p>
              ) : null}
            </div>
          </div>
          <div className="mt-auto">
            <p className="mb-1.5 text-sm text-slate-800">
              <FormattedMessage
                id="marineLife.spotList.seen"
                values={{
                  months: months.ranges(spot.months),
                  term: (chunks) => <span className="font-medium">{chunks}</span>,
                }}
              />
            </p>
            <MonthStrip months={spot.months} />
          </div>
        </li>
      ))}
    </ul>
  );
}
