import CrosshairIcon from 'lucide-react/icons/crosshair';
import NavigationIcon from 'lucide-react/icons/navigation';
import { memo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { SpotSummary } from '@divespot/shared/spots';
import { LevelBadge } from '../../../components/ui/level-badge.tsx';
import { useSpotFormat } from '../hooks/use-spot-format.ts';
import { spotHref, spotImage } from '../lib/spot-format.ts';
import { ActivityTags } from '../../../components/ui/activity-tags.tsx';
import { SightingBadges } from './sighting-badges.tsx';
import { StarRating } from './star-rating.tsx';
import { DecorativeImage } from '../../../components/ui/decorative-image.tsx';
import { SaveButton } from '../../lists/index.ts';

interface SpotCardProps {
  spot: SpotSummary;
  /** Called with the spot's id while the pointer or focus is on the card, null after. */
  onHighlight: (objectId: number | null) => void;
  highlighted: boolean;
  /** The first few cards load their images at once and first (they are the page's largest paint). */
  eager?: boolean;
  /** What the distance is measured from: the diver once located, else the map's centre. */
  distanceFrom: DistanceOrigin;
  /** 1–12 while the month filter is set, for the sightings' wording. */
  month?: number;
}

export type DistanceOrigin = 'diver' | 'centre';

/**
 * A spot in the explore list (docs/product/screens.md): image, level, distance, name, rating (1 decimal),
 * place, depth, the marine-life filter's species seen there, and up to 3 activities; the whole card opens the spot. Hovering or focusing it
 * highlights the spot's marker.
 */
export const SpotCard = memo(function SpotCard({
  spot,
  onHighlight,
  highlighted,
  eager,
  distanceFrom,
  month,
}: SpotCardProps) {
  const format = useSpotFormat();
  const depth = format.depth(spot.depth.minDepth, spot.depth.maxDepth);
  const on = () => onHighlight(spot.objectId);
  const off = () => onHighlight(null);
  return (
    <article
      data-spot-id={spot.objectId}
      data-highlighted={highlighted || undefined}
      onMouseEnter={on}
      onMouseLeave={off}
      onFocus={on}
      onBlur={off}
      className="group relative rounded-2xl"
    >
      <div
        className={`relative aspect-[4/3] overflow-hidden rounded-2xl bg-gradient-to-br from-sky-100 to-cyan-50 ring-offset-2 transition-shadow ${
          highlighted ? 'ring-2 ring-sky-700' : ''
        }`}
      >
        <DecorativeImage
          src={spotImage(spot.objectId, spot.coverImageLink, 640, 480)}
          width={640}
          height={480}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
        {spot.level ? (
          <div className="absolute top-3 left-3 rounded-full shadow-sm">
            <LevelBadge level={spot.level} />
          </div>
        ) : null}
        {spot.distance !== undefined ? (
          <DistanceBadge km={spot.distance} from={distanceFrom} />
        ) : null}
      </div>
      <div className="mt-3 flex items-start justify-between gap-3">
        <h3 className="min-w-0 truncate font-semibold text-slate-900">
          {/* The whole card is the link's hit area; the name is its accessible name. */}
          <Link
            to={spotHref(spot.objectId)}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-sky-700"
          >
            {spot.name}
          </Link>
        </h3>
        {spot.rating !== null ? (
          <span className="flex shrink-0 items-center gap-1 text-sm text-slate-900">
            <StarRating rating={spot.rating} />
            {spot.reviewCount > 0 ? (
              <span className="text-slate-600">
                <FormattedMessage
                  id="explore.card.reviewCount"
                  values={{
                    count: spot.reviewCount,
                    hidden: (words) => <span className="sr-only">{words}</span>,
                  }}
                />
              </span>
            ) : null}
          </span>
        ) : null}
      </div>
      {spot.locationDescription ? (
        <p className="truncate text-sm text-slate-600">{spot.locationDescription}</p>
      ) : null}
      {depth ? (
        <p className="text-sm text-slate-600">
          <FormattedMessage id="explore.card.depth" values={{ depth }} />
        </p>
      ) : null}
      {spot.sightings?.length ? <SightingBadges sightings={spot.sightings} month={month} /> : null}
      <ActivityTags activities={spot.activityTypes} className="mt-2" />
      {/* On the picture, above the card's link (which covers the whole card); after the name
          in reading order. */}
      <SaveButton
        look="overlay"
        target={{ type: 'DIVE_SPOT', id: spot.objectId, name: spot.name }}
        className="absolute top-3 right-3 z-10"
      />
    </article>
  );
});

/**
 * The distance, saying what it is measured from: read as "away" it would claim to be the
 * diver's when it is the map centre's. An icon tells the two apart at a glance.
 */
function DistanceBadge({ km, from }: { km: number; from: DistanceOrigin }) {
  const Icon = from === 'diver' ? NavigationIcon : CrosshairIcon;
  const distance = useSpotFormat().distance(km);
  return (
    <span className="absolute bottom-3 left-3 inline-flex items-center gap-1 rounded-full bg-slate-950/75 px-2.5 py-0.5 text-xs font-semibold text-white backdrop-blur-sm">
      <Icon aria-hidden="true" size={12} />
      {from === 'diver' ? (
        <FormattedMessage id="explore.card.distanceAway" values={{ distance }} />
      ) : (
        <FormattedMessage id="explore.card.distanceFromCentre" values={{ distance }} />
      )}
    </span>
  );
}
