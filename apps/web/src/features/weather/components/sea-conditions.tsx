import type { Weather, WeatherUnavailable } from '@divespot/shared/weather';
import { WEATHER_CREDIT } from '@divespot/shared/weather-credit';
import CloudOffIcon from 'lucide-react/icons/cloud-off';
import DropletIcon from 'lucide-react/icons/droplet';
import Navigation2Icon from 'lucide-react/icons/navigation-2';
import ThermometerIcon from 'lucide-react/icons/thermometer';
import WavesIcon from 'lucide-react/icons/waves';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useWeather } from '../api/get-weather.ts';
import { useWeatherWords } from '../lib/use-weather-words.ts';
import { describeWeather } from '../lib/weather-format.ts';
import { useQuantityFormat } from '../../../lib/units/units-store.ts';
import { SeaForecastStrip } from './sea-forecast-strip.tsx';
import { WeatherIcon } from './weather-icon.tsx';

const BOX = 'rounded-3xl border border-sky-100 bg-linear-to-b from-sky-50 to-white p-5 sm:p-6';

function Stat({
  icon,
  label,
  value,
  detail,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  detail?: string;
}) {
  return (
    <div className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4">
      <dt className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-slate-600 uppercase">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 text-xl font-semibold text-slate-900 sm:text-2xl">{value}</dd>
      {detail ? <dd className="text-sm text-slate-600">{detail}</dd> : null}
    </div>
  );
}

function Now({ weather }: { weather: Weather }) {
  const intl = useIntl();
  const words = useWeatherWords();
  const c = weather.current;
  const iconClass = 'text-sky-700';
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {c.airTemperatureC !== null ? (
        <Stat
          icon={<ThermometerIcon aria-hidden="true" size={14} className={iconClass} />}
          label={intl.formatMessage({ id: 'weather.air' })}
          value={words.temperature(c.airTemperatureC)}
          detail={words.sky(c.weatherCode)}
        />
      ) : null}
      {c.windSpeedKmh !== null ? (
        <Stat
          icon={
            <Navigation2Icon
              aria-hidden="true"
              size={14}
              className={iconClass}
              // The arrow shows where the wind blows to; the text says where it comes from.
              style={{ transform: `rotate(${(c.windDirectionDeg ?? 0) + 180}deg)` }}
            />
          }
          label={intl.formatMessage({ id: 'weather.wind' })}
          value={words.windSpeed(c.windSpeedKmh)}
          detail={c.windDirectionDeg !== null ? words.windFrom(c.windDirectionDeg) : undefined}
        />
      ) : null}
      {c.waterTemperatureC !== null ? (
        <Stat
          icon={<DropletIcon aria-hidden="true" size={14} className={iconClass} />}
          label={intl.formatMessage({ id: 'weather.water' })}
          value={words.temperature(c.waterTemperatureC)}
          detail={intl.formatMessage({ id: 'weather.atSurface' })}
        />
      ) : null}
      {c.waveHeightM !== null ? (
        <Stat
          icon={<WavesIcon aria-hidden="true" size={14} className={iconClass} />}
          label={intl.formatMessage({ id: 'weather.waves' })}
          value={words.waves(c.waveHeightM)}
          detail={
            c.swellHeightM !== null
              ? intl.formatMessage({ id: 'weather.swell' }, { height: words.waves(c.swellHeightM) })
              : undefined
          }
        />
      ) : null}
    </dl>
  );
}

function Skeleton() {
  return (
    <div className={BOX} aria-busy="true">
      <span role="status" className="sr-only">
        <FormattedMessage id="weather.loading" />
      </span>
      <div aria-hidden="true" className="animate-pulse">
        <div className="h-6 w-40 rounded-md bg-slate-200" />
        <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-20 rounded-2xl bg-slate-100" />
          ))}
        </div>
        <div className="mt-5 h-28 rounded-xl bg-slate-100" />
      </div>
    </div>
  );
}

const HEADING = 'text-xl font-semibold text-slate-900';

/**
 * Open-Meteo is away (no internet, their outage): a calm note in place of the numbers. The
 * server's sentence is English; the code it comes with has its words in every language.
 */
function Unavailable({ answer }: { answer: WeatherUnavailable }) {
  return (
    <section aria-labelledby="sea-conditions-heading" className={BOX}>
      <h2 id="sea-conditions-heading" className={HEADING}>
        <FormattedMessage id="weather.title" />
      </h2>
      <p className="mt-3 flex items-start gap-2.5 text-sm text-slate-700">
        <CloudOffIcon aria-hidden="true" size={18} className="mt-0.5 shrink-0 text-sky-700" />
        <span>
          {answer.code === 'WEATHER_UNAVAILABLE' ? (
            <FormattedMessage id="weather.unavailable" />
          ) : (
            answer.message
          )}
        </span>
      </p>
    </section>
  );
}

/**
 * "Sea conditions" near a point: now (air, wind, water, waves) and the next 7 days, from
 * Open-Meteo via our API. Renders a skeleton while loading and a short note when Open-Meteo is
 * away; a failed request (network, server error) hides the section: weather is a bonus, never an
 * error on the page.
 */
export function SeaConditions({ lat, lng }: { lat: number; lng: number }) {
  const { data, isPending, isError } = useWeather(lat, lng);
  const q = useQuantityFormat();
  if (isPending) return <Skeleton />;
  if (isError) return null;
  if (!data.available) return <Unavailable answer={data} />;
  const sky = describeWeather(data.current.weatherCode);
  const hasSea = data.daily.some((d) => d.waveHeightMaxM !== null);
  const units = { depth: q.symbol('depth'), temperature: q.symbol('temperature') };
  return (
    <section aria-labelledby="sea-conditions-heading" className={BOX}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h2 id="sea-conditions-heading" className={HEADING}>
          <FormattedMessage id="weather.title" />
        </h2>
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          {sky ? <WeatherIcon kind={sky.kind} size={16} /> : null}
          {/* The spot's own wall-clock time as Open-Meteo gives it (hh:mm). */}
          <FormattedMessage id="weather.now" values={{ time: data.current.time.slice(11, 16) }} />
        </p>
      </div>
      <div className="mt-4">
        <Now weather={data} />
      </div>
      <div className="mt-6 mb-3 flex flex-wrap items-baseline justify-between gap-x-4">
        <h3 className="text-sm font-semibold text-slate-900">
          <FormattedMessage id="weather.next7Days" />
        </h3>
        <p aria-hidden="true" className="text-xs text-slate-600">
          {hasSea ? (
            <FormattedMessage id="weather.legendSea" values={units} />
          ) : (
            <FormattedMessage id="weather.legendAir" values={units} />
          )}
        </p>
      </div>
      <SeaForecastStrip days={data.daily} />
      <p className="mt-4 text-xs text-slate-600">
        <FormattedMessage
          id="weather.credit"
          values={{
            link: (chunks) => (
              <a
                href={WEATHER_CREDIT.url}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-sky-800 underline underline-offset-2 hover:text-sky-950"
              >
                {chunks}
              </a>
            ),
          }}
        />
      </p>
    </section>
  );
}
