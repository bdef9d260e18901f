import type { WeatherResult } from '@divespot/shared/weather';
import { queryOptions, useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';

/** The server caches per 0.1° cell, so nearby pages share one cache entry here too. */
const cell = (n: number) => Math.round(n * 10) / 10;

/** GET /api/weather?lat=&lng= */
export function getWeather(lat: number, lng: number, signal?: AbortSignal): Promise<WeatherResult> {
  return callApi('weather', { query: { lat: cell(lat), lng: cell(lng) }, signal });
}

export const weatherQuery = (lat: number, lng: number) =>
  queryOptions({
    queryKey: ['weather', cell(lat), cell(lng)],
    queryFn: ({ signal }) => getWeather(lat, lng, signal),
    // While Open-Meteo is away, ask again when the server suggests rather than in 15 minutes.
    staleTime: ({ state }) =>
      state.data?.available === false ? state.data.retryAfterSeconds * 1000 : 15 * 60_000,
    // The server already waited for Open-Meteo; a failure here is not worth repeating at once.
    retry: false,
  });

export function useWeather(lat: number, lng: number) {
  return useQuery(weatherQuery(lat, lng));
}
