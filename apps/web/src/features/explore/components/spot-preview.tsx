import MapPinIcon from 'lucide-react/icons/map-pin';
import XIcon from 'lucide-react/icons/x';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MapSpot } from '../../../components/map/map-types.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { LevelBadge } from '../../../components/ui/level-badge.tsx';
import { SaveButton } from '../../lists/index.ts';
import { useSpotPreview } from '../api/get-spot-preview.ts';
import { useSpotFormat } from '../hooks/use-spot-format.ts';
import { spotHref, spotImage } from '../lib/spot-format.ts';
import { previewFromMarker, withRecord, type SpotPreview } from '../lib/spot-preview.ts';
import { ActivityTags } from '../../../components/ui/activity-tags.tsx';
import { StarRating } from './star-rating.tsx';
import { DecorativeImage } from '../../../components/ui/decorative-image.tsx';

function usePreview(marker: MapSpot): SpotPreview {
  const record = useSpotPreview(marker.objectId);
  return withRecord(previewFromMarker(marker), record.data);
}

function Rating({ spot, reviews }: { spot: SpotPreview; reviews: boolean }) {
  if (spot.rating === null) return null;
  return (
    <span className="flex items-center gap-1 text-sm text-slate-900">
      <StarRating rating={spot.rating} />
      {reviews ? (
        <span className="text-slate-600">
          <FormattedMessage id="explore.preview.reviews" values={{ count: spot.reviewCount }} />
        </span>
      ) : null}
    </span>
  );
}

function Place({ spot }: { spot: SpotPreview }) {
  const lines = [spot.address, spot.locationDescription].filter(
    (line, i, all): line is string => !!line && all.indexOf(line) === i,
  );
  if (lines.length === 0) return null;
  return (
    <p className="mt-1 flex gap-1.5 text-sm text-slate-600">
      <MapPinIcon aria-hidden="true" size={14} className="mt-0.5 shrink-0" />
      <span className="line-clamp-2">{lines.join(' · ')}</span>
    </p>
  );
}

function Facts({ spot }: { spot: SpotPreview }) {
  const depth = useSpotFormat().depth(spot.depthMin, spot.depthMax);
  const size = spot.size === null || spot.size === undefined ? null : String(spot.size);
  if (!spot.level && !depth && !size) return null;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
      {spot.level ? <LevelBadge level={spot.level} /> : null}
      {depth ? (
        <span>
          <FormattedMessage id="explore.preview.depth" values={{ depth }} />
        </span>
      ) : null}
      {size ? (
        <span>
          <FormattedMessage id="explore.preview.size" values={{ size }} />
        </span>
      ) : null}
    </div>
  );
}

/** The spot's cover at the size a preview shows it, on the sea's tint while it loads. */
function PreviewImage(props: {
  spot: { objectId: number; coverImageLink: string | null };
  width: number;
  height: number;
  className: string;
}) {
  const { spot, width, height } = props;
  return (
    <DecorativeImage
      src={spotImage(spot.objectId, spot.coverImageLink, width, height)}
      width={width}
      height={height}
      className={`bg-gradient-to-br from-sky-100 to-cyan-50 object-cover ${props.className}`}
    />
  );
}

/** The popup of a marker on wide screens (docs/product/screens.md). */
export function SpotPopup({ marker }: { marker: MapSpot }) {
  const spot = usePreview(marker);
  return (
    <article
      aria-label={spot.name}
      className="w-72 overflow-hidden rounded-2xl bg-white text-slate-900"
    >
      <PreviewImage spot={spot} width={576} height={256} className="h-32 w-full" />
      <div className="p-3.5">
        <Rating spot={spot} reviews />
        <h3 className="mt-1 text-base leading-snug font-semibold">{spot.name}</h3>
        {spot.scientificName ? (
          <p className="text-sm text-slate-600 italic">{spot.scientificName}</p>
        ) : null}
        <Place spot={spot} />
        <Facts spot={spot} />
        <ActivityTags activities={spot.activities} className="mt-2" />
        <div className="mt-4 flex items-center gap-2">
          <Link to={spotHref(spot.objectId)} className={buttonClasses('primary', 'flex-1')}>
            <FormattedMessage id="explore.preview.viewDetails" />
          </Link>
          <SaveButton
            look="icon"
            target={{ type: 'DIVE_SPOT', id: spot.objectId, name: spot.name }}
            className="size-11 border border-slate-300"
          />
        </div>
      </div>
    </article>
  );
}

/** The card a tapped marker opens on phones (docs/product/screens.md), over the bottom of the map. */
export function SpotBottomCard({ marker, onClose }: { marker: MapSpot; onClose: () => void }) {
  const spot = usePreview(marker);
  const intl = useIntl();
  return (
    <article
      aria-label={spot.name}
      className="relative flex gap-3 rounded-3xl bg-white p-3 text-slate-900 shadow-2xl ring-1 ring-slate-900/5"
    >
      <PreviewImage spot={spot} width={256} height={256} className="size-24 shrink-0 rounded-2xl" />
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-1">
          <h3 className="min-w-0 flex-1 pt-1 leading-snug font-semibold">
            {/* The whole card opens the spot; the buttons sit above the link's hit area. */}
            <Link
              to={spotHref(spot.objectId)}
              className="outline-none after:absolute after:inset-0 after:rounded-3xl focus-visible:after:outline-2 focus-visible:after:outline-sky-700"
            >
              {spot.name}
            </Link>
          </h3>
          <div className="relative z-10 -mt-1 -mr-1 flex shrink-0">
            <SaveButton
              look="icon"
              target={{ type: 'DIVE_SPOT', id: spot.objectId, name: spot.name }}
            />
            <button
              type="button"
              aria-label={intl.formatMessage({ id: 'explore.close' })}
              onClick={onClose}
              className="inline-flex size-10 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100"
            >
              <XIcon aria-hidden="true" size={20} />
            </button>
          </div>
        </div>
        <Rating spot={spot} reviews />
        <Place spot={spot} />
        <Facts spot={spot} />
        <ActivityTags activities={spot.activities} className="mt-2" />
      </div>
    </article>
  );
}
