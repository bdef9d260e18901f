import type { MapMarker } from '@divespot/shared/images';
import type { Bounds } from '@divespot/shared/locations';
import MapPinnedIcon from 'lucide-react/icons/map-pinned';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { nameList, StaticMapPicture } from '../../../components/ui/static-map-picture.tsx';
import { exploreHref, staticMapView } from '../lib/map-geometry.ts';

const WIDTH = 960;
const HEIGHT = 600;

interface LocationMapProps {
  /** Name of the place, for the picture's text alternative. */
  name: string;
  bounds: Bounds;
  spots: readonly { name: string; latitude: number; longitude: number }[];
}

/**
 * A static picture of the place with its spots marked, and the way into the interactive map.
 * Detail pages do not load the map library (JS budget), so this is an image from the server.
 */
export function LocationMap({ name, bounds, spots }: LocationMapProps) {
  const { center, zoom } = staticMapView(bounds, WIDTH, HEIGHT);
  const markers: MapMarker[] = spots.map((s) => [s.latitude, s.longitude]);
  const alt = spots.length
    ? `Map of ${name} with ${spots.length === 1 ? 'its dive spot' : `${spots.length} dive spots`} marked: ${nameList(spots.map((s) => s.name))}.`
    : `Map of ${name}.`;

  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <StaticMapPicture
        {...{ center, zoom, markers, alt }}
        width={WIDTH}
        height={HEIGHT}
        failedText="The map picture could not be loaded. The interactive map still works."
        className="aspect-[8/5] bg-sky-50"
      />
      <figcaption className="flex flex-wrap items-center justify-between gap-3 p-4">
        <span className="text-sm text-slate-700">
          {spots.length ? 'Pins mark the spots listed on this page.' : `Where ${name} lies.`}
        </span>
        <ButtonLink to={exploreHref(bounds)} variant="secondary" className="shrink-0">
          <MapPinnedIcon aria-hidden="true" size={16} />
          Explore on the map
        </ButtonLink>
      </figcaption>
    </figure>
  );
}
