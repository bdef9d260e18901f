import type { FastifyBaseLogger } from 'fastify';
import {
  WEATHER_CREDIT,
  WEATHER_UNAVAILABLE_MESSAGE,
  type Weather,
  type WeatherDay,
  type WeatherQuery,
  type WeatherResult,
  type WeatherUnavailable,
} from '@divespot/shared/weather';
import type { Config } from '../../config/env.ts';
import { LruCache } from '../../lib/lru-cache.ts';
import {
  fetchForecast,
  fetchMarine,
  UpstreamError,
  type OpenMeteoForecast,
  type OpenMeteoMarine,
} from './open-meteo.client.ts';

const TTL_MS = 30 * 60_000;
/** A result without marine data may be a passing marine-API failure: ask again sooner. */
const PARTIAL_TTL_MS = 5 * 60_000;
/**
 * After the forecast API proved unreachable, answer "unavailable" at once for a while instead of
 * making every spot page wait for the timeout again (a server without internet access, an outage).
 */
const COOL_DOWN_MS = 60_000;

/**
 * Open-Meteo being away is expected (offline servers, their outages), so it is a state of the
 * resource that the page shows calmly, not an error status that browsers log as a failure.
 */
const unavailable = (retryAfterMs: number): WeatherUnavailable => ({
  available: false,
  code: 'WEATHER_UNAVAILABLE',
  message: WEATHER_UNAVAILABLE_MESSAGE,
  retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  credit: WEATHER_CREDIT,
});

const round1 = (n: number) => Math.round(n * 10) / 10;

function mean(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? round1(known.reduce((a, b) => a + b, 0) / known.length) : null;
}

/** Mean hourly sea temperature per local date (`2025-06-01T13:00` → `2025-06-01`). */
function dailyWaterTemperature(marine: OpenMeteoMarine | null): Map<string, number | null> {
  const byDate = new Map<string, (number | null)[]>();
  marine?.hourly.time.forEach((time, i) => {
    const date = time.slice(0, 10);
    byDate.set(date, [
      ...(byDate.get(date) ?? []),
      marine.hourly.sea_surface_temperature[i] ?? null,
    ]);
  });
  return new Map([...byDate].map(([date, values]) => [date, mean(values)]));
}

function combine(
  at: WeatherQuery,
  forecast: OpenMeteoForecast,
  marine: OpenMeteoMarine | null,
): Weather {
  const water = dailyWaterTemperature(marine);
  const marineDay = new Map(marine?.daily.time.map((date, i) => [date, i]));
  const daily: WeatherDay[] = forecast.daily.time.map((date, i) => {
    const m = marineDay.get(date);
    const pick = (list: (number | null)[] | undefined, index: number | undefined) =>
      index === undefined ? null : (list?.[index] ?? null);
    return {
      date,
      weatherCode: pick(forecast.daily.weather_code, i),
      airTemperatureMaxC: pick(forecast.daily.temperature_2m_max, i),
      airTemperatureMinC: pick(forecast.daily.temperature_2m_min, i),
      windSpeedMaxKmh: pick(forecast.daily.wind_speed_10m_max, i),
      waveHeightMaxM: pick(marine?.daily.wave_height_max, m),
      swellHeightMaxM: pick(marine?.daily.swell_wave_height_max, m),
      swellPeriodMaxS: pick(marine?.daily.swell_wave_period_max, m),
      swellDirectionDeg: pick(marine?.daily.swell_wave_direction_dominant, m),
      waterTemperatureC: water.get(date) ?? null,
    };
  });
  const c = forecast.current;
  return {
    latitude: at.lat,
    longitude: at.lng,
    timezone: forecast.timezone,
    current: {
      time: c.time,
      airTemperatureC: c.temperature_2m,
      windSpeedKmh: c.wind_speed_10m,
      windDirectionDeg: c.wind_direction_10m,
      weatherCode: c.weather_code === null ? null : Math.round(c.weather_code),
      waveHeightM: marine?.current.wave_height ?? null,
      swellHeightM: marine?.current.swell_wave_height ?? null,
      waterTemperatureC: marine?.current.sea_surface_temperature ?? null,
    },
    daily: daily.map((d) => ({
      ...d,
      weatherCode: d.weatherCode === null ? null : Math.round(d.weatherCode),
    })),
    credit: WEATHER_CREDIT,
  };
}

/**
 * Current conditions and a 7-day marine forecast from Open-Meteo, per ~0.1° cell (≈11 km, finer
 * than either model), cached for 30 minutes. Only the forecast API is essential: without the
 * marine API the answer still has air and wind, with null sea values.
 */
export class WeatherService {
  private readonly cache = new LruCache<string, Weather>({ maxEntries: 2000, ttlMs: TTL_MS });
  private readonly inFlight = new Map<string, Promise<Weather | null>>();
  private unreachableUntil = 0;

  private readonly config: Config['weather'];
  private readonly log: FastifyBaseLogger;

  constructor(config: Config['weather'], log: FastifyBaseLogger) {
    this.config = config;
    this.log = log;
  }

  async get(query: WeatherQuery): Promise<WeatherResult> {
    const at = { lat: round1(query.lat), lng: round1(query.lng) };
    const key = `${at.lat},${at.lng}`;
    const cached = this.cache.get(key);
    if (cached) return { available: true, ...cached };
    if (Date.now() < this.unreachableUntil) return unavailable(this.unreachableUntil - Date.now());
    // Concurrent requests for one cell share one pair of upstream calls.
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.load(at, key).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    const weather = await pending;
    if (weather) return { available: true, ...weather };
    // A bad answer is not cached, so the next request may ask again; suggest the cool-down anyway.
    return unavailable(Math.max(this.unreachableUntil - Date.now(), COOL_DOWN_MS));
  }

  /** The combined conditions, or null when the forecast API failed (logged here). */
  private async load(at: WeatherQuery, key: string): Promise<Weather | null> {
    const { forecastUrl, marineUrl, timeoutMs } = this.config;
    const [forecast, marine] = await Promise.allSettled([
      fetchForecast(forecastUrl, at, timeoutMs),
      fetchMarine(marineUrl, at, timeoutMs),
    ]);
    if (forecast.status === 'rejected') {
      const error: unknown = forecast.reason;
      if (error instanceof UpstreamError && error.kind === 'unreachable')
        this.unreachableUntil = Date.now() + COOL_DOWN_MS;
      this.log.warn({ err: error, at }, 'weather forecast unavailable');
      return null;
    }
    if (marine.status === 'rejected')
      this.log.warn({ err: marine.reason as unknown, at }, 'marine forecast unavailable');
    const weather = combine(
      at,
      forecast.value,
      marine.status === 'fulfilled' ? marine.value : null,
    );
    this.cache.set(key, weather, 1, marine.status === 'fulfilled' ? TTL_MS : PARTIAL_TTL_MS);
    return weather;
  }
}
