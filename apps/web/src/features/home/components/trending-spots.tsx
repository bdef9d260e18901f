import { cardMaxDepth } from '@divespot/shared/spot-card';
import { illustrationUrl, sizedImageUrl } from '@divespot/shared/images';
import type { SpotSummary } from '@divespot/shared/spots';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { ActivityTags } from '../../../components/ui/activity-tags.tsx';
import { DecorativeImage } from '../../../components/ui/decorative-image.tsx';
import { LevelBadge } from '../../../components/ui/level-badge.tsx';
import { useQuantityFormat } from '../../../lib/units/units-store.ts';
import { useTrendingSpots } from '../api/get-trending-spots.ts';
import { TrendingPlaceholder, TrendingSection } from './placeholders.tsx';

/**
 * A spot card as docs/product/screens.md "Spot card" has it: picture, level, name, place, the maximum depth
 * when it is over 30 m ('40 m max') and up to 3 dive types then '+n more'. The price tier
 * (shared `priceTier`) appears once spots carry prices; none is shown where we do not know one.
 */
function TrendingCard({ spot }: { spot: SpotSummary }) {
  const q = useQuantityFormat();
  const maxDepth = cardMaxDepth(spot.depth.maxDepth);
  const cover = spot.coverImageLink ?? illustrationUrl('spot', spot.objectId);
  return (
    // min-w-0: a long place, cut with an ellipsis, must not widen a one-column grid past the phone.
    <li className="group relative min-w-0">
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-gradient-to-br from-sky-100 to-cyan-50">
        <DecorativeImage
          src={sizedImageUrl(cover, 640, 480)}
          width={640}
          height={480}
          loading="lazy"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
        {spot.level ? (
          <div className="absolute top-3 left-3 rounded-full shadow-sm">
            <LevelBadge level={spot.level} />
          </div>
        ) : null}
      </div>
      <h3 className="mt-3 truncate font-semibold text-slate-900">
        <Link
          to={spot.urlFullSlug}
          className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-sky-700"
        >
          {spot.name}
        </Link>
      </h3>
      {spot.locationDescription ? (
        <p className="truncate text-sm text-slate-600">{spot.locationDescription}</p>
      ) : null}
      {maxDepth !== null ? (
        <p className="text-sm text-slate-600">
          <FormattedMessage
            id="home.trending.maxDepth"
            values={{ depth: q.format('depth', maxDepth) }}
          />
        </p>
      ) : null}
      <ActivityTags activities={spot.activityTypes} className="mt-2" />
    </li>
  );
}

/** Six spots divers look at most; placeholders of the same size while they load. */
export function TrendingSpots() {
  const { data, isError } = useTrendingSpots();
  if (isError) return null;
  if (!data) return <TrendingPlaceholder />;
  return (
    <TrendingSection busy={false}>
      {data.content.map((spot) => (
        <TrendingCard key={spot.objectId} spot={spot} />
      ))}
    </TrendingSection>
  );
}
