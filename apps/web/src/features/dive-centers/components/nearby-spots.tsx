import { illustrationUrl, sizedImageUrl } from '@divespot/shared/images';
import type { SpotSummary } from '@divespot/shared/spots';
import { pagePath, PAGES } from '@divespot/shared/routes';
import CompassIcon from 'lucide-react/icons/compass';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useVocabulary } from '../../../lib/i18n/vocabulary.ts';
import { useQuantityFormat } from '../../../lib/units/units-store.ts';
import { RADIUS_KM, spotSlugOf, useSpotsNearCenter } from '../api/get-spots-near-center.ts';
import { exploreAroundHref } from '../lib/labels.ts';
import { H2 } from './styles.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** docs/product/screens.md level colours: beginner green, intermediate yellow, advanced orange, expert red. */
const LEVEL_STYLES: Record<string, string> = {
  beginner: 'bg-green-100 text-green-900',
  intermediate: 'bg-yellow-100 text-yellow-900',
  advanced: 'bg-orange-100 text-orange-900',
  expert: 'bg-red-100 text-red-900',
};

function SpotCard({ spot: s }: { spot: SpotSummary }) {
  const q = useQuantityFormat();
  const { label } = useVocabulary();
  const distance =
    s.distance === undefined
      ? null
      : q.format('distance', s.distance, { maximumFractionDigits: 1 });
  const maxDepth = s.depth.maxDepth === null ? null : q.format('depth', s.depth.maxDepth);
  const cover = s.coverImageLink ?? illustrationUrl('spot', s.objectId);
  return (
    <li>
      <Link
        to={pagePath(PAGES.spot, { slug: spotSlugOf(s.urlFullSlug) })}
        className="group flex h-full gap-4 rounded-2xl bg-white p-3 ring-1 ring-slate-200 transition-shadow hover:shadow-md"
      >
        <img
          src={sizedImageUrl(cover, 192, 144)}
          alt=""
          width={96}
          height={72}
          loading="lazy"
          decoding="async"
          className="h-18 w-24 shrink-0 rounded-xl bg-sky-100 object-cover"
        />
        <div className="min-w-0 self-center">
          <p className="line-clamp-2 font-semibold text-slate-900 group-hover:text-sky-800 group-hover:underline">
            {s.name}
          </p>
          <p className="mt-0.5 text-sm text-slate-700">
            {distance && maxDepth ? (
              <FormattedMessage
                id="diveCenters.nearby.awayAndMaxDepth"
                values={{ distance, depth: maxDepth }}
              />
            ) : distance ? (
              <FormattedMessage id="diveCenters.nearby.away" values={{ distance }} />
            ) : maxDepth ? (
              <FormattedMessage id="diveCenters.nearby.maxDepth" values={{ depth: maxDepth }} />
            ) : null}
          </p>
          {s.level ? (
            <span
              className={`mt-1.5 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${LEVEL_STYLES[s.level] ?? ''}`}
            >
              {label('level', s.level)}
            </span>
          ) : null}
        </div>
      </Link>
    </li>
  );
}

/** Up to six dive spots near the center, nearest first, linking to their pages. */
export function NearbySpots({ lat, lng }: { lat: number; lng: number }) {
  const { data, error, isPending } = useSpotsNearCenter({ lat, lng });
  const q = useQuantityFormat();
  return (
    <section aria-labelledby="nearby-heading">
      <h2 id="nearby-heading" className={H2}>
        <FormattedMessage id="diveCenters.nearby.title" />
      </h2>
      {isPending ? (
        <ul aria-busy="true" className="mt-5 grid grid-cols-1 gap-3 sm:grid-cols-2">
          <li className="sr-only">
            <FormattedMessage id="diveCenters.nearby.loading" />
          </li>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton
              as="li"
              key={i}
              aria-hidden="true"
              className="h-24 rounded-2xl bg-slate-100"
            />
          ))}
        </ul>
      ) : error ? (
        <p role="alert" className="mt-4 text-rose-800">
          <FormattedMessage id="diveCenters.nearby.loadFailed" />
        </p>
      ) : data.length === 0 ? (
        <div className="mt-5 flex flex-col items-start gap-4 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6">
          <p className="text-slate-700">
            <FormattedMessage
              id="diveCenters.nearby.none"
              values={{ distance: q.format('distance', RADIUS_KM) }}
            />
          </p>
          <ButtonLink to={exploreAroundHref(lat, lng)} variant="secondary">
            <CompassIcon aria-hidden="true" size={18} />
            <FormattedMessage id="diveCenters.nearby.exploreMap" />
          </ButtonLink>
        </div>
      ) : (
        <ul className="mt-5 grid grid-cols-1 gap-3 sm:grid-cols-2">
          {data.map((spot) => (
            <SpotCard key={spot.objectId} spot={spot} />
          ))}
        </ul>
      )}
    </section>
  );
}
