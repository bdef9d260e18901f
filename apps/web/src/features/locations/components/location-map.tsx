import { staticMapUrl, type MapMarker } from '@divespot/shared/images';
import type { Bounds } from '@divespot/shared/locations';
import MapIcon from 'lucide-react/icons/map';
import MapPinnedIcon from 'lucide-react/icons/map-pinned';
import { useState } from 'react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { exploreHref, staticMapView } from '../lib/map-geometry.ts';

const WIDTH = 960;
const HEIGHT = 600;

interface LocationMapProps {
  /** Name of the place, for the picture's text alternative. */
  name: string;
  bounds: Bounds;
  spots: readonly { name: string; latitude: number; longitude: number }[];
}

/** 'A, B, C and 2 more' */
function spotNames(spots: LocationMapProps['spots']): string {
  const names = spots.slice(0, 5).map((s) => s.name);
  const rest = spots.length - names.length;
  if (rest > 0) return `${names.join(', ')} and ${rest} more`;
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * A static picture of the place with its spots marked, and the way into the interactive map.
 * Detail pages do not load the map library (JS budget), so this is an image from the server.
 */
export function LocationMap({ name, bounds, spots }: LocationMapProps) {
  const [failed, setFailed] = useState(false);
  const { center, zoom } = staticMapView(bounds, WIDTH, HEIGHT);
  const markers: MapMarker[] = spots.map((s) => [s.latitude, s.longitude]);
  const alt = spots.length
    ? `Map of ${name} with ${spots.length === 1 ? 'its dive spot' : `${spots.length} dive spots`} marked: ${spotNames(spots)}.`
    : `Map of ${name}.`;

  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {failed ? (
        <div className="flex aspect-[8/5] flex-col items-center justify-center gap-2 bg-sky-50 p-6 text-center text-sm text-slate-700">
          <MapIcon aria-hidden="true" size={28} className="text-sky-800" />
          <p>The map picture could not be loaded. The interactive map still works.</p>
        </div>
      ) : (
        <img
          src={staticMapUrl({ center, zoom, width: WIDTH, height: HEIGHT, markers })}
          alt={alt}
          width={WIDTH}
          height={HEIGHT}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="aspect-[8/5] w-full bg-sky-100 object-cover"
        />
      )}
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
