import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { z } from 'zod';

/** Why an upstream call failed: `unreachable` (network, timeout) or `bad` (status, shape). */
export class UpstreamError extends Error {
  readonly kind: 'unreachable' | 'bad';

  constructor(kind: 'unreachable' | 'bad', message: string) {
    super(message);
    this.kind = kind;
    this.name = 'UpstreamError';
  }
}

const num = z.number().nullable().catch(null);
const series = z.array(num);

const forecastSchema = z.object({
  timezone: z.string(),
  current: z.object({
    time: z.string(),
    temperature_2m: num,
    wind_speed_10m: num,
    wind_direction_10m: num,
    weather_code: num,
  }),
  daily: z.object({
    time: z.array(z.string()),
    weather_code: series,
    temperature_2m_max: series,
    temperature_2m_min: series,
    wind_speed_10m_max: series,
  }),
});
export type OpenMeteoForecast = z.infer<typeof forecastSchema>;

// Marine values are null over land and on coasts the wave model does not cover.
const marineSchema = z.object({
  current: z.object({
    wave_height: num,
    swell_wave_height: num,
    sea_surface_temperature: num,
  }),
  daily: z.object({
    time: z.array(z.string()),
    wave_height_max: series,
    swell_wave_height_max: series,
    swell_wave_period_max: series,
    swell_wave_direction_dominant: series,
  }),
  // The marine API has no daily sea temperature: the day's mean comes from the hours.
  hourly: z.object({ time: z.array(z.string()), sea_surface_temperature: series }),
});
export type OpenMeteoMarine = z.infer<typeof marineSchema>;

export const FORECAST_DAYS = 7;

interface Point {
  lat: number;
  lng: number;
}

/** Open-Meteo's answers are tens of kilobytes; anything far bigger is not one of them. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/**
 * One GET with node:http(s), which closes the socket when the signal aborts. Node's fetch
 * (undici) does not: after a timeout it leaves a connection to the silent host open, one more per
 * try, so an unreachable upstream piles up sockets.
 */
function get(url: URL, signal: AbortSignal): Promise<{ status: number; body: string }> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { Accept: 'application/json' }, signal }, (res) => {
      let size = 0;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) req.destroy(new Error(`answer over ${MAX_BODY_BYTES} bytes`));
        else chunks.push(chunk);
      });
      res.on('error', reject);
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function fetchJson<T>(url: URL, schema: z.ZodType<T>, timeoutMs: number): Promise<T> {
  const signal = AbortSignal.timeout(timeoutMs);
  let response: { status: number; body: string };
  try {
    response = await get(url, signal);
  } catch (error) {
    throw new UpstreamError(
      'unreachable',
      `${url.host}: ${signal.aborted ? `no answer within ${timeoutMs} ms` : String(error)}`,
    );
  }
  if (response.status < 200 || response.status > 299)
    throw new UpstreamError('bad', `${url.host} answered HTTP ${response.status}`);
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    throw new UpstreamError('bad', `${url.host} answered with invalid JSON`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new UpstreamError('bad', `${url.host} answered an unexpected shape`);
  return parsed.data;
}

function query(base: string, at: Point, vars: Record<string, string[]>): URL {
  const url = new URL(base);
  url.searchParams.set('latitude', String(at.lat));
  url.searchParams.set('longitude', String(at.lng));
  for (const [name, list] of Object.entries(vars)) url.searchParams.set(name, list.join(','));
  url.searchParams.set('timezone', 'auto');
  url.searchParams.set('forecast_days', String(FORECAST_DAYS));
  return url;
}

/** Current weather and the daily forecast from Open-Meteo's forecast API. */
export function fetchForecast(base: string, at: Point, timeoutMs: number) {
  const url = query(base, at, {
    current: ['temperature_2m', 'wind_speed_10m', 'wind_direction_10m', 'weather_code'],
    daily: ['weather_code', 'temperature_2m_max', 'temperature_2m_min', 'wind_speed_10m_max'],
  });
  url.searchParams.set('wind_speed_unit', 'kmh');
  return fetchJson(url, forecastSchema, timeoutMs);
}

/** Waves, swell and sea temperature from Open-Meteo's marine API. */
export function fetchMarine(base: string, at: Point, timeoutMs: number) {
  const url = query(base, at, {
    current: ['wave_height', 'swell_wave_height', 'sea_surface_temperature'],
    daily: [
      'wave_height_max',
      'swell_wave_height_max',
      'swell_wave_period_max',
      'swell_wave_direction_dominant',
    ],
    hourly: ['sea_surface_temperature'],
  });
  return fetchJson(url, marineSchema, timeoutMs);
}
