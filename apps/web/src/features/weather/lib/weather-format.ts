/** What a WMO weather code (Open-Meteo's `weather_code`) means, in a few words. */
export type WeatherKind =
  'clear' | 'partly-cloudy' | 'cloudy' | 'fog' | 'drizzle' | 'rain' | 'snow' | 'thunderstorm';

/** The sky as a WMO code group describes it; each has its message `weather.sky.<sky>`. */
export type Sky =
  | 'clearSky'
  | 'mainlyClear'
  | 'partlyCloudy'
  | 'overcast'
  | 'fog'
  | 'drizzle'
  | 'rain'
  | 'snow'
  | 'rainShowers'
  | 'snowShowers'
  | 'thunderstorm';

const KINDS: [max: number, kind: WeatherKind, sky: Sky][] = [
  [0, 'clear', 'clearSky'],
  [1, 'clear', 'mainlyClear'],
  [2, 'partly-cloudy', 'partlyCloudy'],
  [3, 'cloudy', 'overcast'],
  [48, 'fog', 'fog'],
  [57, 'drizzle', 'drizzle'],
  [67, 'rain', 'rain'],
  [77, 'snow', 'snow'],
  [82, 'rain', 'rainShowers'],
  [86, 'snow', 'snowShowers'],
  [99, 'thunderstorm', 'thunderstorm'],
];

/** Kind (for the symbol) and sky (for the words) of a WMO code; null for a missing or unknown code. */
export function describeWeather(code: number | null): { kind: WeatherKind; sky: Sky } | null {
  if (code === null || code < 0) return null;
  const hit = KINDS.find(([max]) => code <= max);
  return hit ? { kind: hit[1], sky: hit[2] } : null;
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

/** 16-point compass name of a direction in degrees: 0 → N, 225 → SW (English abbreviations). */
export function compassPoint(degrees: number): string {
  const index = Math.round((((degrees % 360) + 360) % 360) / 22.5) % 16;
  return POINTS[index] ?? 'N';
}

/**
 * A local date of the forecast (`2025-06-03`) as an instant at its noon UTC: formatted with
 * `timeZone: 'UTC'`, it stays that date whatever the visitor's time zone.
 */
export const localDate = (date: string) => new Date(`${date}T12:00:00Z`);
