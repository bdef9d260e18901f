import { spotSummary, isSpot, lngLatOf, type AnyFeature } from './map-lib.ts';

interface MapSpotListProps {
  /** The features in view, nearest the centre first. */
  features: AnyFeature[];
  onOpen: (feature: AnyFeature, button: HTMLButtonElement) => void;
}

/**
 * The markers in view as buttons, so keyboard and screen-reader users reach every spot without
 * a mouse. Visually hidden until focus enters it; then it shows as a panel over the map.
 */
export function MapSpotList({ features, onOpen }: MapSpotListProps) {
  const spots = features.filter(isSpot).length;
  const heading =
    features.length === 0
      ? 'No dive spots in this part of the map'
      : `Dive spots in view: ${spots}${features.length > spots ? `, and ${features.length - spots} groups` : ''}`;
  return (
    <div className="ds-map-list" role="group" aria-label="Dive spots in view">
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
                    ? spotSummary(p)
                    : `${p.count.toLocaleString('en-US')} spots close together: show them`}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
