import type { SpotDetail } from '@divespot/shared/spots';
import { pagePath, PAGES } from '@divespot/shared/routes';
import MapPinIcon from 'lucide-react/icons/map-pin';
import StoreIcon from 'lucide-react/icons/store';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useQuantityFormat } from '../../../lib/units/units-store.ts';
import { useNearbyDiveCenters } from '../api/get-nearby-dive-centers.ts';
import { formatDistance } from '../lib/format.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** Dive centers that can take you there, nearest first; hidden when there are none. */
export function NearbyDiveCenters({ spot }: { spot: SpotDetail }) {
  const { data, isPending, isError } = useNearbyDiveCenters({
    lat: spot.latitude,
    lng: spot.longitude,
    limit: 6,
  });
  const q = useQuantityFormat();
  if (isError || (!isPending && data.length === 0)) return null;

  return (
    <section aria-labelledby="nearby-centers-heading">
      <h2 id="nearby-centers-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        <FormattedMessage id="spots.centers.title" />
      </h2>
      {isPending ? (
        <ul aria-hidden="true" className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton as="li" key={i} className="h-24 rounded-2xl bg-slate-100" />
          ))}
        </ul>
      ) : (
        <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {data.map((c) => (
            <li key={c.objectId}>
              <Link
                to={pagePath(PAGES.diveCenter, { slug: c.slug })}
                className="group flex h-full gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 transition hover:shadow-md hover:ring-sky-300"
              >
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-sky-100 text-sky-800">
                  <StoreIcon aria-hidden="true" size={20} />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-start justify-between gap-2">
                    <span className="font-semibold text-slate-900 group-hover:text-sky-800">
                      {c.name}
                    </span>
                    {c.distance !== undefined ? (
                      <span className="shrink-0 text-sm font-medium text-slate-700">
                        {formatDistance(q, c.distance)}
                        <span className="sr-only">
                          <FormattedMessage id="spots.nearby.away" />
                        </span>
                      </span>
                    ) : null}
                  </span>
                  {c.address ? (
                    <span className="mt-1 flex items-start gap-1 text-sm text-slate-600">
                      <MapPinIcon aria-hidden="true" size={14} className="mt-0.5 shrink-0" />
                      {/* A postal address, as the data writes it: not ours to translate. */}
                      <span translate="no">{c.address}</span>
                    </span>
                  ) : null}
                  {c.sample ? (
                    <span className="mt-2 inline-block rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-300">
                      <FormattedMessage id="spots.centers.sample" />
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
