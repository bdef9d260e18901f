import { staticMapUrl } from '@divespot/shared/images';
import type { SpotDetail } from '@divespot/shared/spots';
import CompassIcon from 'lucide-react/icons/compass';
import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { hideBrokenImage } from '../lib/broken-image.ts';
import { coordinateParts, exploreHrefAround } from '../lib/format.ts';

/** A static map of the area (no map library on detail pages), the coordinates, a way to explore. */
export function SpotLocation({ spot }: { spot: SpotDetail }) {
  const intl = useIntl();
  const { latitude: lat, longitude: lng } = spot;
  const map = (width: number, height: number) =>
    staticMapUrl({ center: [lat, lng], zoom: 9, width, height, markers: [[lat, lng]] });
  /** 27.81362 → "27.8136° N" (the hemisphere in the page's language). */
  const coordinate = (value: number, axis: 'lat' | 'lng') => {
    const parts = coordinateParts(value, axis);
    return intl.formatMessage(
      { id: axis === 'lat' ? 'spots.location.latitude' : 'spots.location.longitude' },
      {
        value: intl.formatNumber(parts.value, {
          minimumFractionDigits: 4,
          maximumFractionDigits: 4,
        }),
        hemisphere: parts.hemisphere,
      },
    );
  };
  const alt = spot.locationDescription
    ? intl.formatMessage(
        { id: 'spots.location.mapAltWithPlace' },
        { name: spot.name, place: spot.locationDescription },
      )
    : intl.formatMessage({ id: 'spots.location.mapAlt' }, { name: spot.name });
  return (
    <section
      aria-labelledby="location-heading"
      className="rounded-3xl bg-white ring-1 ring-slate-200"
    >
      <h2 id="location-heading" className="px-5 pt-5 text-xl font-semibold text-slate-900">
        <FormattedMessage id="spots.location.title" />
      </h2>
      <div className="mt-4 overflow-hidden bg-sky-100">
        <img
          onError={hideBrokenImage}
          src={map(640, 400)}
          srcSet={`${map(400, 250)} 400w, ${map(640, 400)} 640w`}
          sizes="(min-width: 1024px) 400px, 100vw"
          alt={alt}
          width={640}
          height={400}
          loading="lazy"
          className="aspect-[8/5] w-full object-cover"
        />
      </div>
      <div className="flex flex-col gap-4 p-5">
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-slate-900">
            <FormattedMessage id="spots.location.coordinates" />
          </span>
          <br />
          <span className="tabular-nums">
            <FormattedMessage
              id="spots.location.coordinatePair"
              values={{ lat: coordinate(lat, 'lat'), lng: coordinate(lng, 'lng') }}
            />
          </span>
        </p>
        <ButtonLink to={exploreHrefAround(lat, lng)} variant="secondary" className="w-full">
          <CompassIcon aria-hidden="true" size={18} />
          <FormattedMessage id="spots.location.openInExplore" />
        </ButtonLink>
      </div>
    </section>
  );
}
