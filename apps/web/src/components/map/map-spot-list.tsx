import { useIntl } from 'react-intl';
import { useVocabulary } from '../../lib/i18n/vocabulary.ts';
import { useQuantityFormat } from '../../lib/units/units-store.ts';
import { isSpot, lngLatOf, type AnyFeature } from './map-lib.ts';
import type { MapSpot } from './map-types.ts';

interface MapSpotListProps {
  /** The features in view, nearest the centre first. */
  features: AnyFeature[];
  onOpen: (feature: AnyFeature, button: HTMLButtonElement) => void;
}

/** How a spot reads to a screen reader: 'Blue Hole, Expert, rated 4.8, 18–40 m'. */
function useSpotSummary() {
  const intl = useIntl();
  const { label } = useVocabulary();
  const q = useQuantityFormat();
  return (spot: MapSpot): string => {
    const { depthMin, depthMax } = spot;
    const depth =
      depthMin !== null && depthMax !== null
        ? q.range('depth', depthMin, depthMax)
        : depthMax !== null
          ? intl.formatMessage({ id: 'map.spot.depthTo' }, { depth: q.format('depth', depthMax) })
          : 'none';
    return intl.formatMessage(
      { id: 'map.spot.summary' },
      {
        name: spot.name,
        level: spot.level ? label('level', spot.level) : 'none',
        rating:
          spot.rating === null
            ? 'none'
            : intl.formatNumber(spot.rating, {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              }),
        depth,
      },
    );
  };
}

/**
 * The markers in view as buttons, so keyboard and screen-reader users reach every spot without
 * a mouse. Visually hidden until focus enters it; then it shows as a panel over the map.
 */
export function MapSpotList({ features, onOpen }: MapSpotListProps) {
  const intl = useIntl();
  const summary = useSpotSummary();
  // Every spot the markers stand for: a group counts its spots, so the number is the view's.
  const pins = features.filter(isSpot).length;
  const spots = features.reduce(
    (n, f) => n + (f.properties.kind === 'cluster' ? f.properties.count : 1),
    0,
  );
  const heading =
    features.length === 0
      ? intl.formatMessage({ id: 'map.list.none' })
      : intl.formatMessage({ id: 'map.list.heading' }, { spots, groups: features.length - pins });
  return (
    <div
      className="ds-map-list"
      role="group"
      aria-label={intl.formatMessage({ id: 'map.list.label' })}
    >
      <p className="ds-map-list-heading">{heading}</p>
      {features.length > 0 && (
        <ul>
          {features.map((f) => {
            const [lng, lat] = lngLatOf(f);
            const p = f.properties;
            const key = p.kind === 'spot' ? `s${p.objectId}` : `c${lng},${lat}`;
            return (
              <li key={key}>
                <button type="button" onClick={(e) => onOpen(f, e.currentTarget)}>
                  {p.kind === 'spot'
                    ? summary(p)
                    : intl.formatMessage({ id: 'map.list.cluster' }, { count: p.count })}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
