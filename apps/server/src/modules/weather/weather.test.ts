import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { weatherAvailableSchema, weatherUnavailableSchema } from '@divespot/shared/weather';
import { buildTestServer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectRejectedQueries } from '../../test/answers.ts';

/** How the fake Open-Meteo behaves for the next requests. */
type Mode = 'ok' | 'forecast-500' | 'forecast-garbage' | 'marine-400' | 'hang';

let mode: Mode = 'ok';
const hits: URL[] = [];
let upstream: Server;
let t: TestApp;

const days = [
  '2025-06-01',
  '2025-06-02',
  '2025-06-03',
  '2025-06-04',
  '2025-06-05',
  '2025-06-06',
  '2025-06-07',
];
const forecastBody = {
  latitude: 27.8,
  longitude: 33.9,
  timezone: 'Africa/Cairo',
  current: {
    time: '2025-06-01T14:00',
    temperature_2m: 31.4,
    wind_speed_10m: 18.2,
    wind_direction_10m: 320,
    weather_code: 1,
  },
  daily: {
    time: days,
    weather_code: [1, 0, 0, 2, 3, 61, 0],
    temperature_2m_max: [33, 34, 35, 33, 32, 30, 31],
    temperature_2m_min: [24, 25, 25, 24, 23, 22, 23],
    wind_speed_10m_max: [25, 20, 18, 30, 35, 28, 22],
  },
};
const marineBody = {
  current: {
    time: '2025-06-01T14:00',
    wave_height: 0.8,
    swell_wave_height: 0.4,
    sea_surface_temperature: 26.1,
  },
  daily: {
    time: days,
    wave_height_max: [1.1, 0.9, 0.7, 1.4, 1.8, 1.2, 0.6],
    swell_wave_height_max: [0.5, 0.4, 0.3, 0.6, 0.9, 0.5, 0.3],
    swell_wave_period_max: [6, 6.5, 7, 8, 9, 7, 6],
    swell_wave_direction_dominant: [330, 320, 310, 300, 340, 350, 330],
  },
  hourly: {
    // Two readings per day are enough to check the daily mean.
    time: days.flatMap((d) => [`${d}T00:00`, `${d}T12:00`]),
    sea_surface_temperature: days.flatMap((_, i) => [25 + i * 0.1, 26 + i * 0.1]),
  },
};

function answer(url: URL, res: ServerResponse) {
  const json = (status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const marine = url.pathname === '/v1/marine';
  if (mode === 'hang') return; // never answers: the client's timeout must fire
  if (mode === 'forecast-500' && !marine) return json(500, { error: true, reason: 'boom' });
  if (mode === 'forecast-garbage' && !marine) return res.writeHead(200).end('<html>oops');
  if (mode === 'marine-400' && marine)
    return json(400, { error: true, reason: 'No data is available for this location' });
  return json(200, marine ? marineBody : forecastBody);
}

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    hits.push(url);
    answer(url, res);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  t = await createTestApp({
    WEATHER_FORECAST_URL: `${base}/v1/forecast`,
    WEATHER_MARINE_URL: `${base}/v1/marine`,
    WEATHER_TIMEOUT_MS: '300',
  });
});
afterAll(async () => {
  await t.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});
beforeEach(() => {
  mode = 'ok';
  hits.length = 0;
});

/** The outage answer: 200, never cached by browsers, a message to show and when to ask again. */
function expectUnavailable(res: LightMyRequestResponse, label?: string) {
  expect(res.statusCode, label).toBe(200);
  expect(res.headers['cache-control'], label).toBe('no-store');
  const body = weatherUnavailableSchema.parse(res.json());
  expect(body, label).toEqual({
    available: false,
    code: 'WEATHER_UNAVAILABLE',
    message: 'Sea conditions are unavailable right now. Check again later.',
    retryAfterSeconds: expect.any(Number) as number,
    credit: { text: 'Weather data by Open-Meteo.com', url: 'https://open-meteo.com/' },
  });
  return body;
}

describe('GET /api/weather', () => {
  it('combines forecast and marine data for the 0.1° cell of the point', async () => {
    const res = await t.get('/api/weather?lat=27.8134&lng=33.9216');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    const weather = weatherAvailableSchema.parse(res.json());
    expect(weather).toMatchObject({
      available: true,
      latitude: 27.8,
      longitude: 33.9,
      timezone: 'Africa/Cairo',
      current: {
        airTemperatureC: 31.4,
        windSpeedKmh: 18.2,
        windDirectionDeg: 320,
        weatherCode: 1,
        waveHeightM: 0.8,
        swellHeightM: 0.4,
        waterTemperatureC: 26.1,
      },
      credit: { text: 'Weather data by Open-Meteo.com', url: 'https://open-meteo.com/' },
    });
    expect(weather.daily).toHaveLength(7);
    expect(weather.daily[1]).toEqual({
      date: '2025-06-02',
      weatherCode: 0,
      airTemperatureMaxC: 34,
      airTemperatureMinC: 25,
      windSpeedMaxKmh: 20,
      waveHeightMaxM: 0.9,
      swellHeightMaxM: 0.4,
      swellPeriodMaxS: 6.5,
      swellDirectionDeg: 320,
      waterTemperatureC: 25.6,
    });

    expect(hits.map((u) => u.pathname).sort()).toEqual(['/v1/forecast', '/v1/marine']);
    const forecast = hits.find((u) => u.pathname === '/v1/forecast')?.searchParams;
    expect(Object.fromEntries(forecast ?? [])).toEqual({
      latitude: '27.8',
      longitude: '33.9',
      current: 'temperature_2m,wind_speed_10m,wind_direction_10m,weather_code',
      daily: 'weather_code,temperature_2m_max,temperature_2m_min,wind_speed_10m_max',
      timezone: 'auto',
      forecast_days: '7',
      wind_speed_unit: 'kmh',
    });
    const marine = hits.find((u) => u.pathname === '/v1/marine')?.searchParams;
    expect(Object.fromEntries(marine ?? [])).toEqual({
      latitude: '27.8',
      longitude: '33.9',
      current: 'wave_height,swell_wave_height,sea_surface_temperature',
      daily:
        'wave_height_max,swell_wave_height_max,swell_wave_period_max,swell_wave_direction_dominant',
      hourly: 'sea_surface_temperature',
      timezone: 'auto',
      forecast_days: '7',
    });
  });

  it('answers a second request in the same cell from its cache', async () => {
    expect((await t.get('/api/weather?lat=-8.41&lng=115.62')).statusCode).toBe(200);
    expect(hits).toHaveLength(2);
    const again = await t.get('/api/weather?lat=-8.39&lng=115.58');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ latitude: -8.4, longitude: 115.6 });
    expect(hits).toHaveLength(2);
  });

  it('shares one upstream call between concurrent requests', async () => {
    const [a, b] = await Promise.all([
      t.get('/api/weather?lat=10.01&lng=20.01'),
      t.get('/api/weather?lat=10.02&lng=20.02'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(hits).toHaveLength(2);
  });

  it('keeps air and wind with null sea values when only the marine API fails', async () => {
    mode = 'marine-400';
    const res = await t.get('/api/weather?lat=46.5&lng=8.1');
    expect(res.statusCode).toBe(200);
    const weather = weatherAvailableSchema.parse(res.json());
    expect(weather.current).toMatchObject({ airTemperatureC: 31.4, waveHeightM: null });
    expect(
      weather.daily.every((d) => d.waveHeightMaxM === null && d.waterTemperatureC === null),
    ).toBe(true);
  });

  it('describes both answers in the OpenAPI document', async () => {
    const doc = (await t.get('/api/openapi.json')).json<{
      paths: Record<string, { get: { description: string; responses: Record<string, unknown> } }>;
      components: { schemas: Record<string, unknown> };
    }>();
    const op = doc.paths['/api/weather']?.get;
    expect(Object.keys(op?.responses ?? {}).sort()).toEqual(['200', '400']);
    expect(JSON.stringify(op?.responses['200'])).toContain('#/components/schemas/WeatherResult');
    expect(JSON.stringify(doc.components.schemas.WeatherResult)).toMatch(
      /WeatherAvailable.*WeatherUnavailable/,
    );
    expect(op?.description).toContain('available: false');
  });

  it('rejects missing or out-of-range coordinates with 400 naming the field', async () => {
    await expectRejectedQueries(t, '/api/weather', [
      ['lat=91&lng=10', 'lat'],
      ['lat=10&lng=-181', 'lng'],
      ['lat=abc&lng=10', 'lat'],
      ['lng=10', 'lat'],
    ]);
    expect(hits).toHaveLength(0);
  });

  it('answers 200 available:false when the forecast API fails or talks nonsense', async () => {
    for (const [m, lat] of [
      ['forecast-500', 1],
      ['forecast-garbage', 2],
    ] as const) {
      mode = m;
      const body = expectUnavailable(await t.get(`/api/weather?lat=${lat}&lng=1`), m);
      expect(body.retryAfterSeconds, m).toBe(60);
    }
    // A failure is not cached: the next request asks again and succeeds.
    mode = 'ok';
    const res = await t.get('/api/weather?lat=1&lng=1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ available: true, latitude: 1 });
  });

  // Last: an unreachable upstream makes the service answer "unavailable" at once for a minute.
  it('answers available:false after the upstream timeout, then fails fast without calling again', async () => {
    mode = 'hang';
    const started = Date.now();
    expectUnavailable(await t.get('/api/weather?lat=3&lng=3'));
    expect(Date.now() - started).toBeLessThan(3000);
    const calls = hits.length;
    const next = expectUnavailable(await t.get('/api/weather?lat=4&lng=4'));
    expect(hits).toHaveLength(calls);
    // It says how long the cool-down still runs.
    expect(next.retryAfterSeconds).toBeGreaterThan(55);
    expect(next.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Cached cells are still served while the upstream is away.
    const cached = await t.get('/api/weather?lat=27.81&lng=33.92');
    expect(cached.statusCode).toBe(200);
    expect(cached.json()).toMatchObject({ available: true });
  });
});

describe('an Open-Meteo that never answers', () => {
  it('leaves no connection open to it once the timeout answered', async () => {
    const open = new Set<Socket>();
    let connections = 0;
    const silent = createServer(() => undefined);
    silent.on('connection', (socket: Socket) => {
      connections++;
      open.add(socket);
      socket.on('close', () => open.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    // A second server on the test database, talking to the silent host from its first call.
    const app = await buildTestServer(t.database, {
      WEATHER_FORECAST_URL: `${base}/v1/forecast`,
      WEATHER_MARINE_URL: `${base}/v1/marine`,
      WEATHER_TIMEOUT_MS: '300',
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/weather?lat=5&lng=5' });
      expectUnavailable(res);
      expect(connections).toBeGreaterThan(0);
      await vi.waitFor(() => expect(open.size).toBe(0), { timeout: 2000 });
    } finally {
      await app.close();
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
