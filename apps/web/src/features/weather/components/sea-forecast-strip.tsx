import type { WeatherDay } from '@divespot/shared/weather';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useWeatherWords } from '../lib/use-weather-words.ts';
import { describeWeather, localDate } from '../lib/weather-format.ts';
import { WeatherIcon } from './weather-icon.tsx';

type Words = ReturnType<typeof useWeatherWords>;

/** What one day says in words, for screen readers (the strip itself is visual shorthand). */
function spoken(day: WeatherDay, isToday: boolean, intl: IntlShape, words: Words): string {
  const parts = [
    words.sky(day.weatherCode),
    day.waveHeightMaxM !== null
      ? intl.formatMessage(
          { id: 'weather.day.wavesUpTo' },
          { height: words.waves(day.waveHeightMaxM) },
        )
      : null,
    day.waterTemperatureC !== null
      ? intl.formatMessage(
          { id: 'weather.day.water' },
          { temperature: words.temperature(day.waterTemperatureC) },
        )
      : null,
    day.waveHeightMaxM === null && day.airTemperatureMaxC !== null
      ? intl.formatMessage(
          { id: 'weather.day.airUpTo' },
          { temperature: words.temperature(day.airTemperatureMaxC) },
        )
      : null,
  ].filter((part): part is string => Boolean(part));
  return intl.formatMessage(
    { id: 'weather.day.spoken' },
    {
      day: isToday
        ? intl.formatMessage({ id: 'weather.today' })
        : intl.formatDate(localDate(day.date), {
            weekday: 'long',
            month: 'long',
            day: 'numeric',
            timeZone: 'UTC',
          }),
      details: intl.formatList(parts, { type: 'unit', style: 'short' }),
    },
  );
}

/**
 * Seven days side by side: weekday, weather symbol, a bar scaled to the week's highest waves,
 * the wave height and the water temperature (air temperature where there is no sea data).
 */
export function SeaForecastStrip({ days }: { days: WeatherDay[] }) {
  const intl = useIntl();
  const words = useWeatherWords();
  const highest = Math.max(0.5, ...days.map((d) => d.waveHeightMaxM ?? 0));
  return (
    <ol className="grid grid-cols-7 gap-1 sm:gap-2">
      {days.map((day, i) => {
        const weather = describeWeather(day.weatherCode);
        const waves = day.waveHeightMaxM;
        const temperature =
          day.waterTemperatureC ?? (waves === null ? day.airTemperatureMaxC : null);
        return (
          <li
            key={day.date}
            className="flex flex-col items-center gap-1.5 rounded-xl bg-white/70 px-0.5 py-2 ring-1 ring-slate-200 sm:py-3"
          >
            <span className="sr-only">{spoken(day, i === 0, intl, words)}</span>
            <span aria-hidden="true" className="text-xs font-semibold text-slate-700">
              {i === 0 ? (
                <FormattedMessage id="weather.todayShort" />
              ) : (
                intl.formatDate(localDate(day.date), { weekday: 'short', timeZone: 'UTC' })
              )}
            </span>
            <span aria-hidden="true" className="flex h-5 items-center">
              {weather ? <WeatherIcon kind={weather.kind} size={18} /> : null}
            </span>
            {waves !== null ? (
              <span
                aria-hidden="true"
                className="flex h-10 w-2.5 items-end rounded-full bg-sky-100"
              >
                <span
                  className="w-full rounded-full bg-sky-600"
                  style={{ height: `${Math.max(12, (waves / highest) * 100)}%` }}
                />
              </span>
            ) : null}
            {waves !== null ? (
              <span
                aria-hidden="true"
                className="text-xs font-semibold whitespace-nowrap text-slate-900 sm:text-sm"
              >
                {/* The unit is in the legend above; wider screens repeat it. */}
                <FormattedMessage
                  id="weather.waveHeight"
                  values={{
                    value: words.wavesNumber(waves),
                    unit: words.symbol('depth'),
                    muted: (chunks) => (
                      <span className="hidden font-normal text-slate-600 sm:inline">{chunks}</span>
                    ),
                  }}
                />
              </span>
            ) : null}
            {temperature !== null ? (
              <span aria-hidden="true" className="text-xs font-medium text-sky-800">
                {words.degrees(temperature)}
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
