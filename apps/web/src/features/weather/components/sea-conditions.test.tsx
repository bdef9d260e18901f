// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import type { Weather, WeatherResult } from '@divespot/shared/weather';
import { cleanup, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../lib/i18n/i18n-provider.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { useUnitsStore } from '../../../lib/units/units-store.ts';
import { IN_ENGLISH } from '../../../test/in-english.ts';
import { inLanguage } from '../../../test/in-language.ts';
import { json, renderPage, stubApi } from '../../../test/render.tsx';
import { weatherQuery } from '../api/get-weather.ts';
import { SeaConditions } from './sea-conditions.tsx';

const days = [
  '2025-06-01',
  '2025-06-02',
  '2025-06-03',
  '2025-06-04',
  '2025-06-05',
  '2025-06-06',
  '2025-06-07',
];

/** A week at the Thistlegorm, as the API answers it. */
const sampleWeather: Weather = {
  latitude: 27.8,
  longitude: 33.9,
  timezone: 'Africa/Cairo',
  current: {
    time: '2025-06-01T14:00',
    airTemperatureC: 31.4,
    windSpeedKmh: 18.2,
    windDirectionDeg: 320,
    weatherCode: 1,
    waveHeightM: 0.8,
    swellHeightM: 0.4,
    waterTemperatureC: 26.1,
  },
  daily: days.map((date, i) => ({
    date,
    weatherCode: [1, 0, 2, 3, 61, 0, 1][i] ?? 0,
    airTemperatureMaxC: 33,
    airTemperatureMinC: 24,
    windSpeedMaxKmh: 25,
    waveHeightMaxM: [1.1, 0.9, 0.7, 1.4, 1.8, 1.2, 0.6][i] ?? 1,
    swellHeightMaxM: 0.5,
    swellPeriodMaxS: 7,
    swellDirectionDeg: 330,
    waterTemperatureC: 25.5 + i * 0.2,
  })),
  credit: { text: 'Weather data by Open-Meteo.com', url: 'https://open-meteo.com/' },
};

function render(
  state: 'data' | 'error' | 'pending',
  weather: WeatherResult = { available: true, ...sampleWeather },
): string {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { enabled: false } });
  const { queryKey } = weatherQuery(27.81, 33.92);
  if (state === 'data') client.setQueryData(queryKey, weather);
  if (state === 'error')
    void client
      .getQueryCache()
      .build(client, { queryKey })
      .setState({
        status: 'error',
        error: new Error('WEATHER_UNAVAILABLE'),
      });
  return renderToString(
    <I18nProvider fixed={IN_ENGLISH}>
      <QueryClientProvider client={client}>
        <SeaConditions lat={27.81} lng={33.92} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('SeaConditions', () => {
  it('shows now and the next seven days with the Open-Meteo credit', () => {
    const html = render('data');
    expect(html).toContain('Sea conditions');
    expect(html).toContain('31°C');
    expect(html).toContain('18 km/h');
    expect(html).toContain('from NW');
    expect(html).toContain('26°C');
    expect(html).toContain('0.8 m');
    expect(html).toContain('Tuesday, June 3: Partly cloudy, waves up to 0.7 m, water 26°C');
    expect(html).toMatch(/Weather data by.*href="https:\/\/open-meteo.com\/".*Open-Meteo.com/s);
  });

  it('leaves out sea values inland and says the air temperature instead', () => {
    const inland: Weather = {
      ...sampleWeather,
      current: { ...sampleWeather.current, waveHeightM: null, waterTemperatureC: null },
      daily: sampleWeather.daily.map((d) => ({
        ...d,
        waveHeightMaxM: null,
        waterTemperatureC: null,
      })),
    };
    const html = render('data', { available: true, ...inland });
    expect(html).not.toContain('Waves');
    expect(html).toContain('air up to 33°C');
  });

  it('says calmly that sea conditions are unavailable while Open-Meteo is away', () => {
    const html = render('data', {
      available: false,
      code: 'WEATHER_UNAVAILABLE',
      message: 'Sea conditions are unavailable right now. Check again later.',
      retryAfterSeconds: 60,
      credit: sampleWeather.credit,
    });
    expect(html).toMatch(
      /<section aria-labelledby="sea-conditions-heading".*<h2 id="sea-conditions-heading"[^>]*>Sea conditions<\/h2>/s,
    );
    expect(html).toContain('Sea conditions are unavailable right now. Check again later.');
    expect(html).not.toContain('role="alert"');
    expect(html).not.toContain('Next 7 days');
  });

  it('shows a skeleton while loading and nothing on failure', () => {
    expect(render('pending')).toContain('Loading sea conditions');
    expect(render('error')).toBe('');
  });
});

describe('SeaConditions in other languages and units', () => {
  afterEach(() => {
    cleanup();
    useUnitsStore.setState({ system: 'metric' });
    vi.unstubAllGlobals();
  });

  it('speaks German and shows feet and °F to a diver who chose imperial', async () => {
    stubApi((url) =>
      url.pathname === '/api/weather'
        ? json(200, { available: true, ...sampleWeather })
        : undefined,
    );
    useUnitsStore.setState({ system: 'imperial' });
    renderPage(<SeaConditions lat={27.81} lng={33.92} />, { language: inLanguage('de') });

    const section = await screen.findByRole('region', { name: 'Meeresbedingungen' });
    const text = section.textContent ?? '';
    expect(text).toContain('Jetzt · 14:00 Ortszeit');
    expect(text).toContain('89 °F'); // 31.4 °C in the air
    expect(text).toContain('aus NW');
    expect(text).toContain('11 mi/h'); // 18 km/h of wind
    expect(text).toContain('2,6 ft'); // 0.8 m of waves
    expect(text).toContain('Dünung 1,3 ft');
    expect(text).toContain('Max. Wellen (ft) · Wasser (°F)');
    expect(text).toContain(
      'Dienstag, 3. Juni: Teilweise bewölkt, Wellen bis 2,3 ft und Wasser 79 °F',
    );
    expect(text).toContain('Wetterdaten von Open-Meteo.com');
    expect(text).not.toMatch(/\d °C|\d m\b/);
  });

  it('says in Japanese that sea conditions are unavailable', async () => {
    stubApi((url) =>
      url.pathname === '/api/weather'
        ? json(200, {
            available: false,
            code: 'WEATHER_UNAVAILABLE',
            message: 'Sea conditions are unavailable right now. Check again later.',
            retryAfterSeconds: 60,
            credit: sampleWeather.credit,
          })
        : undefined,
    );
    renderPage(<SeaConditions lat={27.81} lng={33.92} />, { language: inLanguage('ja') });
    const section = await screen.findByRole('region', { name: '海況' });
    expect(section.textContent).toContain('現在、海況を取得できません。');
  });
});
