import type { Weather } from '@divespot/shared/weather';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The server caches per 0.1° cell, so nearby pages share one cache entry here too. */
const cell = (n: number) => Math.round(n * 10) / 10;

/** GET /api/weather?lat=&lng= */
export function getWeather(lat: number, lng: number, signal?: AbortSignal): Promise<Weather> {
  const query = new URLSearchParams({ lat: String(cell(lat)), lng: String(cell(lng)) });
  return apiRequest<Weather>(`/api/weather?${query.toString()}`, { signal });
}

export const weatherQuery = (lat: number, lng: number) =>
  queryOptions({
    queryKey: ['weather', cell(lat), cell(lng)],
    queryFn: ({ signal }) => getWeather(lat, lng, signal),
    staleTime: 15 * 60_000,
    // A 503 means Open-Meteo is away; the server already waited, so the section just hides.
    retry: false,
  });

export function useWeather(lat: number, lng: number) {
  return useQuery(weatherQuery(lat, lng));
}
