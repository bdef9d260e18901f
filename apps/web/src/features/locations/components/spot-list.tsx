import { sizedImageUrl } from '@divespot/shared/images';
import type { LocationSpot } from '@divespot/shared/locations';
import { pagePath, PAGES } from '@divespot/shared/routes';
import StarIcon from 'lucide-react/icons/star';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useVocabulary } from '../../../lib/i18n/vocabulary.ts';
import { useDepthRange } from '../lib/format.ts';
import { LevelBadge } from '../../../components/ui/level-badge.tsx';
import { DecorativeImage } from '../../../components/ui/decorative-image.tsx';
import { cardClasses } from '../../../components/ui/card.tsx';

/** docs/product/limits.md: cards show up to 3 activities, then '+N more'. */
const MAX_ACTIVITIES = 3;

function SpotRow({ spot, showRegion }: { spot: LocationSpot; showRegion: boolean }) {
  const intl = useIntl();
  const { label } = useVocabulary();
  const depth = useDepthRange()(spot.depth);
  const shown = spot.activityTypes.slice(0, MAX_ACTIVITIES);
  const more = spot.activityTypes.length - shown.length;
  return (
    <li className={cardClasses('group relative flex gap-4 p-3 sm:p-4')}>
      <DecorativeImage
        src={sizedImageUrl(spot.coverImageLink, 240, 180)}
        alt=""
        width={240}
        height={180}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-24 shrink-0 rounded-xl bg-sky-100 object-cover sm:w-32"
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold text-slate-900 group-hover:text-sky-800">
            {/* The whole card is the link's hit area; the name is its accessible name. */}
            <Link
              to={pagePath(PAGES.spot, { slug: spot.slug })}
              className="after:absolute after:inset-0 after:rounded-2xl"
            >
              {spot.name}
            </Link>
          </h3>
          {spot.rating !== null ? (
            <span className="flex shrink-0 items-center gap-1 text-sm font-semibold text-slate-900">
              <StarIcon aria-hidden="true" size={14} className="fill-amber-400 text-amber-500" />
              <span className="sr-only">
                <FormattedMessage id="locations.spotList.rated" />
              </span>
              {intl.formatNumber(spot.rating, {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              })}
            </span>
          ) : null}
        </div>
        {showRegion && spot.regionName ? (
          <p className="mt-0.5 truncate text-sm text-slate-600">{spot.regionName}</p>
        ) : null}
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          {spot.level ? <LevelBadge level={spot.level} /> : null}
          {depth ? (
            <span>
              <span className="sr-only">
                <FormattedMessage id="locations.spotList.depth" />
              </span>
              {depth}
            </span>
          ) : null}
        </div>
        {shown.length ? (
          <ul
            className="mt-2 flex flex-wrap gap-1.5"
            aria-label={intl.formatMessage({ id: 'locations.spotList.activities' })}
          >
            {shown.map((a) => (
              <li
                key={a.name}
                className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700"
              >
                {label('activity', a.name, a.displayName)}
              </li>
            ))}
            {more > 0 ? (
              <li className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                <FormattedMessage id="locations.spotList.more" values={{ count: more }} />
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

/** Spots of a place, best rated first, each linking to its page. */
export function SpotList({
  spots,
  showRegion = false,
}: {
  spots: readonly LocationSpot[];
  showRegion?: boolean;
}) {
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {spots.map((spot) => (
        <SpotRow key={spot.objectId} spot={spot} showRegion={showRegion} />
      ))}
    </ul>
  );
}
