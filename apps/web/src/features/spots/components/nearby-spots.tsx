import { sizedImageUrl } from '@divespot/shared/images';
import type { SpotDetail } from '@divespot/shared/spots';
import { pagePath, PAGES } from '@divespot/shared/routes';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { LevelBadge } from '../../../components/ui/level-badge.tsx';
import { useQuantityFormat } from '../../../lib/units/units-store.ts';
import { useNearbySpots } from '../api/get-nearby-spots.ts';
import { hideBrokenImage } from '../lib/broken-image.ts';
import { formatDepthRange, formatDistance, slugOf } from '../lib/format.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

const SHOWN = 6;

/** The closest other spots (within 100 km), as cards with distance, level and depth. */
export function NearbySpots({ spot }: { spot: SpotDetail }) {
  const { data, isPending, isError } = useNearbySpots({
    lat: spot.latitude,
    lng: spot.longitude,
    excludeId: spot.objectId,
    limit: SHOWN,
    radiusKm: 100,
  });
  const q = useQuantityFormat();
  if (!isPending && !isError && data.length === 0) return null;

  return (
    <section aria-labelledby="nearby-spots-heading">
      <h2 id="nearby-spots-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        <FormattedMessage id="spots.nearby.title" />
      </h2>
      {isError ? (
        <p className="mt-4 text-slate-700">
          <FormattedMessage id="spots.nearby.loadFailed" />
        </p>
      ) : isPending ? (
        <ul aria-hidden="true" className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton as="li" key={i} className="h-64 rounded-2xl bg-slate-100" />
          ))}
        </ul>
      ) : (
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.map((s) => {
            const depth = formatDepthRange(q, s.depth);
            return (
              <li key={s.objectId}>
                <Link
                  to={pagePath(PAGES.spot, { slug: slugOf(s.urlFullSlug) })}
                  className="group block h-full overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200 transition hover:shadow-md hover:ring-sky-300"
                >
                  <img
                    onError={hideBrokenImage}
                    src={sizedImageUrl(s.coverImageLink ?? '', 480, 270)}
                    alt=""
                    width={480}
                    height={270}
                    loading="lazy"
                    className="aspect-video w-full bg-sky-100 object-cover"
                  />
                  <span className="block p-4">
                    <span className="flex items-start justify-between gap-3">
                      <span className="font-semibold text-slate-900 group-hover:text-sky-800">
                        {s.name}
                      </span>
                      {s.distance !== undefined ? (
                        <span className="shrink-0 text-sm font-medium text-slate-700">
                          {formatDistance(q, s.distance)}
                          <span className="sr-only">
                            <FormattedMessage id="spots.nearby.away" />
                          </span>
                        </span>
                      ) : null}
                    </span>
                    <span className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                      {s.level ? <LevelBadge level={s.level} /> : null}
                      {depth ? <span>{depth}</span> : null}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
