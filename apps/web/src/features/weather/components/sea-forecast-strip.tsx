import type { WeatherDay } from '@divespot/shared/weather';
import {
  dayLong,
  describeWeather,
  formatMetres,
  formatTemperature,
  weekdayShort,
} from '../lib/weather-format.ts';
import { WeatherIcon } from './weather-icon.tsx';

/** What one day says in words, for screen readers (the strip itself is visual shorthand). */
function spoken(day: WeatherDay, isToday: boolean): string {
  const parts = [
    describeWeather(day.weatherCode)?.label,
    day.waveHeightMaxM !== null ? `waves up to ${formatMetres(day.waveHeightMaxM)}` : null,
    day.waterTemperatureC !== null ? `water ${formatTemperature(day.waterTemperatureC)}` : null,
    day.waveHeightMaxM === null && day.airTemperatureMaxC !== null
      ? `air up to ${formatTemperature(day.airTemperatureMaxC)}`
      : null,
  ].filter(Boolean);
  return `${isToday ? 'Today' : dayLong(day.date)}: ${parts.join(', ')}`;
}

/**
 * Seven days side by side: weekday, weather symbol, a bar scaled to the week's highest waves,
 * the wave height and the water temperature (air temperature where there is no sea data).
 */
export function SeaForecastStrip({ days }: { days: WeatherDay[] }) {
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
            <span className="sr-only">{spoken(day, i === 0)}</span>
            <span aria-hidden="true" className="text-xs font-semibold text-slate-700">
              {i === 0 ? 'Today' : weekdayShort(day.date)}
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
                {waves.toFixed(1)}
                <span className="hidden font-normal text-slate-600 sm:inline"> m</span>
              </span>
            ) : null}
            {temperature !== null ? (
              <span aria-hidden="true" className="text-xs font-medium text-sky-800">
                {Math.round(temperature)}°
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
