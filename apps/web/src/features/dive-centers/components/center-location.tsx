import type { DiveCenterDetail } from '@divespot/shared/dive-centers';
import { staticMapUrl } from '@divespot/shared/images';
import { placeLine } from '@divespot/shared/place-line';
import MapIcon from 'lucide-react/icons/map';
import MapPinIcon from 'lucide-react/icons/map-pin';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useCountryName } from '../../../lib/i18n/country-names.ts';
import { exploreAroundHref } from '../lib/labels.ts';
import { CARD, CARD_TITLE, LINK } from './styles.ts';

const MAP = { width: 640, height: 400, zoom: 9 };

/** Static map (no map library on detail pages), the address and a way into explore. */
export function CenterLocation({ center: c }: { center: DiveCenterDetail }) {
  const intl = useIntl();
  const countryName = useCountryName();
  const place = placeLine(c.region?.name, c.country && countryName(c.country.code, c.country.name));
  const coordinate = (n: number) =>
    intl.formatNumber(n, { minimumFractionDigits: 4, maximumFractionDigits: 4 });
  const src = staticMapUrl({
    center: [c.latitude, c.longitude],
    zoom: MAP.zoom,
    width: MAP.width,
    height: MAP.height,
    markers: [[c.latitude, c.longitude]],
  });
  return (
    <section aria-labelledby="location-heading" className={CARD}>
      <h2 id="location-heading" className={CARD_TITLE}>
        <MapPinIcon aria-hidden="true" size={20} className="text-sky-700" />
        <FormattedMessage id="diveCenters.location.title" />
      </h2>
      <img
        src={src}
        alt={
          place
            ? intl.formatMessage({ id: 'diveCenters.location.mapAlt' }, { place, name: c.name })
            : intl.formatMessage({ id: 'diveCenters.location.mapAltNoPlace' }, { name: c.name })
        }
        width={MAP.width}
        height={MAP.height}
        loading="lazy"
        decoding="async"
        className="mt-4 aspect-[8/5] w-full rounded-2xl bg-sky-100 object-cover ring-1 ring-slate-200"
      />
      {c.address ? (
        <p className="mt-4 text-slate-800" translate="no">
          {c.address}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-slate-600 tabular-nums">
        <FormattedMessage
          id="diveCenters.location.coordinates"
          values={{ lat: coordinate(c.latitude), lng: coordinate(c.longitude) }}
        />
      </p>
      <Link
        to={exploreAroundHref(c.latitude, c.longitude)}
        className={`${LINK} mt-3 inline-flex items-center gap-1.5`}
      >
        <MapIcon aria-hidden="true" size={16} />
        <FormattedMessage id="diveCenters.location.explore" />
      </Link>
    </section>
  );
}
