import type { MapMarker } from '@divespot/shared/images';
import type { SpeciesSpot } from '@divespot/shared/marine-life';
import { nameList, StaticMapPicture } from '../../../components/ui/static-map-picture.tsx';
import { fitMarkers } from '../lib/fit-map.ts';

const WIDTH = 960;
const HEIGHT = 540;

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
  const markers: MapMarker[] = spots.map((s) => [s.latitude, s.longitude]);
  const { center, zoom } = fitMarkers(markers, WIDTH, HEIGHT);
  const alt = `Map of the ${spots.length === 1 ? 'spot' : `${spots.length} spots`} where divers see the ${commonName.toLowerCase()}: ${nameList(spots.map((s) => s.name))}.`;

  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-sky-100 shadow-sm">
      <StaticMapPicture
        {...{ center, zoom, markers, alt }}
        width={WIDTH}
        height={HEIGHT}
        failedText="The map could not be loaded. The spots are listed below."
        className="aspect-[16/9]"
      />
    </div>
  );
}
