import type { MapMarker } from '@divespot/shared/images';
import type { Bounds } from '@divespot/shared/locations';
import MapPinnedIcon from 'lucide-react/icons/map-pinned';
import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { StaticMapPicture } from '../../../components/ui/static-map-picture.tsx';
import { exploreHref, staticMapView } from '../lib/map-geometry.ts';

const WIDTH = 960;
const HEIGHT = 600;
/** Spots named in the picture's text alternative; the rest are counted. */
const NAMED_SPOTS = 5;

interface LocationMapProps {
  /** Name of the place as the page shows it, for the picture's text alternative. */
  name: string;
  bounds: Bounds;
  spots: readonly { name: string; latitude: number; longitude: number }[];
}

/**
 * A static picture of the place with its spots marked, and the way into the interactive map.
 * Detail pages do not load the map library (JS budget), so this is an image from the server.
 */
export function LocationMap({ name, bounds, spots }: LocationMapProps) {
  const intl = useIntl();
  const { center, zoom } = staticMapView(bounds, WIDTH, HEIGHT);
  const markers: MapMarker[] = spots.map((s) => [s.latitude, s.longitude]);
  const listed = spots.slice(0, NAMED_SPOTS).map((s) => s.name);
  const others = spots.length - listed.length;
  if (others > 0) {
    listed.push(intl.formatMessage({ id: 'locations.map.others' }, { count: others }));
  }
  const alt = intl.formatMessage(
    { id: spots.length ? 'locations.map.altSpots' : 'locations.map.alt' },
    { place: name, count: spots.length, names: intl.formatList(listed) },
  );

  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <StaticMapPicture
        {...{ center, zoom, markers, alt }}
        width={WIDTH}
        height={HEIGHT}
        failedText={intl.formatMessage({ id: 'locations.map.failed' })}
        className="aspect-[8/5] bg-sky-50"
      />
      <figcaption className="flex flex-wrap items-center justify-between gap-3 p-4">
        <span className="text-sm text-slate-700">
          {spots.length ? (
            <FormattedMessage id="locations.map.pins" />
          ) : (
            <FormattedMessage id="locations.map.where" values={{ place: name }} />
          )}
        </span>
        <ButtonLink to={exploreHref(bounds)} variant="secondary" className="shrink-0">
          <MapPinnedIcon aria-hidden="true" size={16} />
          <FormattedMessage id="locations.map.explore" />
        </ButtonLink>
      </figcaption>
    </figure>
  );
}
