/** What a WMO weather code (Open-Meteo's `weather_code`) means, in a few words. */
export type WeatherKind =
  'clear' | 'partly-cloudy' | 'cloudy' | 'fog' | 'drizzle' | 'rain' | 'snow' | 'thunderstorm';

const KINDS: [max: number, kind: WeatherKind, label: string][] = [
  [0, 'clear', 'Clear sky'],
  [1, 'clear', 'Mainly clear'],
  [2, 'partly-cloudy', 'Partly cloudy'],
  [3, 'cloudy', 'Overcast'],
  [48, 'fog', 'Fog'],
  [57, 'drizzle', 'Drizzle'],
  [67, 'rain', 'Rain'],
  [77, 'snow', 'Snow'],
  [82, 'rain', 'Rain showers'],
  [86, 'snow', 'Snow showers'],
  [99, 'thunderstorm', 'Thunderstorm'],
];

/** Kind and label of a WMO code; null for a missing or unknown code. */
export function describeWeather(code: number | null): { kind: WeatherKind; label: string } | null {
  if (code === null || code < 0) return null;
  const hit = KINDS.find(([max]) => code <= max);
  return hit ? { kind: hit[1], label: hit[2] } : null;
}

const POINTS = [
  'N',
  'NNE',
  'NE',
  'ENE',
  'E',
  'ESE',
  'SE',
  'SSE',
  'S',
  'SSW',
  'SW',
  'WSW',
  'W',
  'WNW',
  'NW',
  'NNW',
];

/** 16-point compass name of a direction in degrees: 0 → N, 225 → SW. */
export function compassPoint(degrees: number): string {
  const index = Math.round((((degrees % 360) + 360) % 360) / 22.5) % 16;
  return POINTS[index] ?? 'N';
}

/** `2025-06-03` → `Tue` (the date is the spot's local date, so no time-zone shift). */
export function weekdayShort(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    timeZone: 'UTC',
  });
}

/** `2025-06-03` → `Tuesday, June 3`, for screen readers. */
export function dayLong(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export const formatTemperature = (c: number) => `${Math.round(c)}°C`;
export const formatMetres = (m: number) => `${m.toFixed(1)} m`;
