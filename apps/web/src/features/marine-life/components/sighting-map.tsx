import type { MapMarker } from '@divespot/shared/images';
import type { SpeciesSpot } from '@divespot/shared/marine-life';
import { useIntl } from 'react-intl';
import { StaticMapPicture } from '../../../components/ui/static-map-picture.tsx';
import { fitMarkers } from '../lib/fit-map.ts';

const WIDTH = 960;
const HEIGHT = 540;
/** Spots named in the picture's text alternative; the rest are counted. */
const NAMED = 5;

/**
 * A static picture of the sighting spots, fitted to them. Detail pages stay free of the map
 * library (JS budget), so this is an image from the server, not an interactive map.
 */
export function SightingMap({
  spots,
  commonName,
}: {
  spots: readonly SpeciesSpot[];
  /** The species' name as it reads inside a sentence. */
  commonName: string;
}) {
  const intl = useIntl();
  const markers: MapMarker[] = spots.map((s) => [s.latitude, s.longitude]);
  const { center, zoom } = fitMarkers(markers, WIDTH, HEIGHT);
  const named = spots.slice(0, NAMED).map((s) => s.name);
  const rest = spots.length - named.length;
  const names = intl.formatList(
    rest > 0
      ? [...named, intl.formatMessage({ id: 'marineLife.sightingMap.more' }, { count: rest })]
      : named,
  );
  const alt = intl.formatMessage(
    { id: 'marineLife.sightingMap.alt' },
    { count: spots.length, name: commonName, names },
  );

  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-sky-100 shadow-sm">
      <StaticMapPicture
        {...{ center, zoom, markers, alt }}
        width={WIDTH}
        height={HEIGHT}
        failedText={intl.formatMessage({ id: 'marineLife.sightingMap.failed' })}
        className="aspect-[16/9]"
      />
    </div>
  );
}
