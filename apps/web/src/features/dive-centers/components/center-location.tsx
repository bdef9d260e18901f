import type { DiveCenterDetail } from '@divespot/shared/dive-centers';
import { staticMapUrl } from '@divespot/shared/images';
import MapIcon from 'lucide-react/icons/map';
import MapPinIcon from 'lucide-react/icons/map-pin';
import { Link } from 'react-router';
import { exploreAroundHref } from '../lib/labels.ts';
import { CARD, CARD_TITLE, LINK } from './styles.ts';

const MAP = { width: 640, height: 400, zoom: 9 };

/** Static map (no map library on detail pages), the address and a way into explore. */
export function CenterLocation({ center: c }: { center: DiveCenterDetail }) {
  const place = [c.region?.name, c.country?.name].filter(Boolean).join(', ');
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
        Location
      </h2>
      <img
        src={src}
        alt={`Map of ${place || 'the area'} with ${c.name} marked`}
        width={MAP.width}
        height={MAP.height}
        loading="lazy"
        decoding="async"
        className="mt-4 aspect-[8/5] w-full rounded-2xl bg-sky-100 object-cover ring-1 ring-slate-200"
      />
      {c.address ? <p className="mt-4 text-slate-800">{c.address}</p> : null}
      <p className="mt-1 text-sm text-slate-600 tabular-nums">
        {c.latitude.toFixed(4)}, {c.longitude.toFixed(4)}
      </p>
      <Link
        to={exploreAroundHref(c.latitude, c.longitude)}
        className={`${LINK} mt-3 inline-flex items-center gap-1.5`}
      >
        <MapIcon aria-hidden="true" size={16} />
        Explore dive spots around here
      </Link>
    </section>
  );
}
