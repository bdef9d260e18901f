import type { PlaceRef } from '@divespot/shared/admin-content';
import CrosshairIcon from 'lucide-react/icons/crosshair';
import MapPinIcon from 'lucide-react/icons/map-pin';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LazyMapView } from '../../../components/map/lazy-map-view.tsx';
import type { MapBounds } from '../../../components/map/map-types.ts';
import { useCountryName } from '../../../lib/i18n/country-names.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { usePlaceAt } from '../api/admin-content.ts';
import type { ContentForm, FieldBinding } from '../hooks/use-content-form.ts';
import { parseNumber } from '../lib/numbers.ts';
import { hintTextClass, NumberInput } from './content-fields.tsx';

/** How long typing pauses before the place of the typed point is looked up. */
const LOOKUP_DELAY_MS = 300;

/** The whole world but the poles: where a new record's point is first looked for. */
const WORLD: MapBounds = { west: -180, south: -60, east: 180, north: 75, zoom: 1 };

/** About 50 km around a point: close enough to place it, wide enough to see where it is. */
function viewAround({ lat, lng }: { lat: number; lng: number }): MapBounds {
  const clampLat = (v: number) => Math.max(-85, Math.min(85, v));
  return {
    west: Math.max(-180, lng - 0.35),
    east: Math.min(180, lng + 0.35),
    south: clampLat(lat - 0.25),
    north: clampLat(lat + 0.25),
    zoom: 9,
  };
}

/** The point two typed coordinates stand for, when both are numbers in range. */
export function pointOf(latitude: string, longitude: string) {
  const lat = parseNumber(latitude);
  const lng = parseNumber(longitude);
  if (lat === null || lng === null || Number.isNaN(lat) || Number.isNaN(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** "Egypt · Red Sea", "Egypt", or open sea: where the point is, said under the map. */
function PlaceLine({ at }: { at: { lat: number; lng: number } | null }) {
  const place = usePlaceAt(at);
  const countryName = useCountryName();
  if (at === null) {
    return <FormattedMessage id="admin.picker.place.none" />;
  }
  if (place.isPending) return <FormattedMessage id="admin.picker.place.finding" />;
  if (place.isError) return <FormattedMessage id="admin.picker.place.failed" />;
  const { country, region }: PlaceRef = place.data;
  if (!country) return <FormattedMessage id="admin.picker.place.openSea" />;
  const name = countryName(country.code, country.name);
  return (
    <span className="font-semibold text-slate-900">
      {region ? (
        <FormattedMessage
          id="admin.picker.place.countryRegion"
          values={{ country: name, region: region.name }}
        />
      ) : (
        name
      )}
    </span>
  );
}

/**
 * Where a record is: a small map where a click or a drag of the pin sets the point, and its
 * latitude and longitude typed beside it (typed values move the pin). The map takes the
 * keyboard too: arrow keys move it and Enter puts the point at its centre. Under it, the
 * country and region the point is in, looked up after each change.
 */
export function MapPicker({
  latitude,
  longitude,
  latField,
  lngField,
  onChange,
}: {
  /** As typed (or picked): text, so a half-typed value stays as it is. */
  latitude: string;
  longitude: string;
  latField: FieldBinding;
  lngField: FieldBinding;
  onChange: (next: { latitude: string; longitude: string }) => void;
}) {
  const intl = useIntl();
  const point = pointOf(latitude, longitude);
  // The first view only: afterwards the map moves itself to a point that leaves it.
  const [view] = useState(() => (point ? viewAround(point) : WORLD));
  const settled = useDebouncedValue(point ? `${point.lat},${point.lng}` : '', LOOKUP_DELAY_MS);
  const lookedUp = settled === '' ? null : pointOf(...(settled.split(',') as [string, string]));
  const help = intl.formatMessage({ id: 'admin.picker.help' });

  return (
    <div className="space-y-3 sm:col-span-2">
      <div className="grid gap-4 sm:grid-cols-[13rem_minmax(0,1fr)]">
        <div className="space-y-4">
          <NumberInput
            {...latField}
            signed
            unit="°"
            hint={<FormattedMessage id="admin.picker.latitudeHint" />}
            value={latitude}
            onChange={(text) => onChange({ latitude: text, longitude })}
          />
          <NumberInput
            {...lngField}
            signed
            unit="°"
            hint={<FormattedMessage id="admin.picker.longitudeHint" />}
            value={longitude}
            onChange={(text) => onChange({ latitude, longitude: text })}
          />
        </div>
        <div>
          <div className="group relative h-64 overflow-hidden rounded-xl ring-1 ring-slate-300 sm:h-80">
            <LazyMapView
              view={view}
              label={intl.formatMessage({ id: 'admin.picker.mapLabel' })}
              picker={{
                point,
                help,
                onPick: (at) => onChange({ latitude: String(at.lat), longitude: String(at.lng) }),
              }}
            />
            {/* Where Enter puts the point, shown while the map has the keyboard's focus. */}
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-0 hidden items-center justify-center text-slate-900 group-has-[canvas:focus-visible]:flex"
            >
              <CrosshairIcon size={28} strokeWidth={1.5} />
            </span>
          </div>
          <p className={hintTextClass}>{help}</p>
        </div>
      </div>
      <p
        role="status"
        className="flex min-h-11 items-center gap-2 rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-700"
      >
        <MapPinIcon aria-hidden="true" size={16} className="shrink-0 text-slate-600" />
        <PlaceLine at={lookedUp} />
      </p>
    </div>
  );
}

/** The map picker of a form whose draft has a point (spots, dive centers). */
export function FormMapPicker<D extends { latitude: string; longitude: string }>({
  form,
}: {
  form: ContentForm<D>;
}) {
  return (
    <MapPicker
      latitude={form.draft.latitude}
      longitude={form.draft.longitude}
      latField={form.field('latitude')}
      lngField={form.field('longitude')}
      onChange={(at) => form.update((d) => ({ ...d, ...at }))}
    />
  );
}
