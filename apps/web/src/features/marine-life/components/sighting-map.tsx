import { staticMapUrl, type MapMarker } from '@divespot/shared/images';
import type { SpeciesSpot } from '@divespot/shared/marine-life';
import MapIcon from 'lucide-react/icons/map';
import { useState } from 'react';
import { fitMarkers } from '../lib/fit-map.ts';

const WIDTH = 960;
const HEIGHT = 540;

/** Readable list of places for the map's text alternative: 'A, B, C and 2 more'. */
function placeList(spots: readonly SpeciesSpot[]): string {
  const names = spots.slice(0, 5).map((s) => s.name);
  const rest = spots.length - names.length;
  if (rest > 0) return `${names.join(', ')} and ${rest} more`;
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * A static picture of the sighting spots, fitted to them. Detail pages stay free of the map
 * library (JS budget), so this is an image from the server, not an interactive map.
 */
export function SightingMap({
  spots,
  commonName,
}: {
  spots: readonly SpeciesSpot[];
  commonName: string;
}) {
  const [failed, setFailed] = useState(false);
  const markers: MapMarker[] = spots.map((s) => [s.latitude, s.longitude]);
  const { center, zoom } = fitMarkers(markers, WIDTH, HEIGHT);
  const alt = `Map of the ${spots.length === 1 ? 'spot' : `${spots.length} spots`} where divers see the ${commonName.toLowerCase()}: ${placeList(spots)}.`;

  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-sky-100 shadow-sm">
      {failed ? (
        <div className="flex aspect-[16/9] flex-col items-center justify-center gap-2 p-6 text-center text-sm text-slate-700">
          <MapIcon aria-hidden="true" size={28} className="text-sky-800" />
          <p>The map could not be loaded. The spots are listed below.</p>
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
          className="aspect-[16/9] w-full object-cover"
        />
      )}
    </div>
  );
}
