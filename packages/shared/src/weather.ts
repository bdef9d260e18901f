import { z } from 'zod';
import { pointQuerySchema } from './schema-parts.ts';

// Without zod, so the spot page's first scripts can carry it.
export { WEATHER_CREDIT } from './weather-credit.ts';

/** `GET /api/weather?lat=&lng=`: the point to report on (conditions are per ~0.1° cell). */
export const weatherQuerySchema = pointQuerySchema;
export type WeatherQuery = z.infer<typeof weatherQuerySchema>;

const n = (description: string) => z.number().nullable().meta({ description });

/** Conditions at the moment of the forecast run nearest to now. */
export const currentWeatherSchema = z.object({
  time: z.string().meta({ description: 'Local time of the reading, ISO 8601 without offset.' }),
  airTemperatureC: n('Air temperature 2 m above the surface, °C.'),
  windSpeedKmh: n('Wind speed 10 m above the surface, km/h.'),
  windDirectionDeg: n('Direction the wind blows from, degrees (0 = north).'),
  weatherCode: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'WMO weather interpretation code (0 clear … 99 thunderstorm).' }),
  waveHeightM: n('Significant wave height, m; null inland or where the model has no sea.'),
  swellHeightM: n('Swell wave height, m.'),
  waterTemperatureC: n('Sea surface temperature, °C.'),
});
export type CurrentWeather = z.infer<typeof currentWeatherSchema>;

/** One day of the marine forecast. */
export const weatherDaySchema = z.object({
  date: z.string().meta({ description: 'Local date, YYYY-MM-DD.' }),
  weatherCode: z.number().int().nullable(),
  airTemperatureMaxC: n('Highest air temperature, °C.'),
  airTemperatureMinC: n('Lowest air temperature, °C.'),
  windSpeedMaxKmh: n('Strongest wind, km/h.'),
  waveHeightMaxM: n('Highest significant wave height, m.'),
  swellHeightMaxM: n('Highest swell wave height, m.'),
  swellPeriodMaxS: n('Longest swell period, s.'),
  swellDirectionDeg: n('Dominant direction the swell comes from, degrees.'),
  waterTemperatureC: n('Mean sea surface temperature of the day, °C.'),
});
export type WeatherDay = z.infer<typeof weatherDaySchema>;

export const weatherSchema = z
  .object({
    latitude: z.number().meta({ description: 'Centre of the ~0.1° cell reported on.' }),
    longitude: z.number(),
    timezone: z.string().meta({ description: 'IANA time zone the times are in.' }),
    current: currentWeatherSchema,
    daily: z.array(weatherDaySchema).meta({ description: 'Today and the next six days.' }),
    credit: z.object({ text: z.string(), url: z.string() }),
  })
  .meta({ id: 'Weather' });
export type Weather = z.infer<typeof weatherSchema>;

/** What the spot page says while Open-Meteo is away (an expected state, not an error). */
export const WEATHER_UNAVAILABLE_MESSAGE =
  'Sea conditions are unavailable right now. Check again later.';

/** Open-Meteo answered: the conditions, flagged `available: true`. */
export const weatherAvailableSchema = weatherSchema
  .extend({ available: z.literal(true) })
  .meta({ id: 'WeatherAvailable' });
export type WeatherAvailable = z.infer<typeof weatherAvailableSchema>;

/** Open-Meteo could not be reached or answered nonsense: nothing to show for now. */
export const weatherUnavailableSchema = z
  .object({
    available: z.literal(false),
    code: z.literal('WEATHER_UNAVAILABLE'),
    message: z.string().meta({ description: 'A sentence to show in place of the conditions.' }),
    retryAfterSeconds: z
      .number()
      .int()
      .positive()
      .meta({ description: 'When asking again may find Open-Meteo back, in seconds.' }),
    credit: z.object({ text: z.string(), url: z.string() }),
  })
  .meta({ id: 'WeatherUnavailable' });
export type WeatherUnavailable = z.infer<typeof weatherUnavailableSchema>;

/** `GET /api/weather` answers 200 with one of these, told apart by `available`. */
export const weatherResultSchema = z
  .discriminatedUnion('available', [weatherAvailableSchema, weatherUnavailableSchema])
  .meta({ id: 'WeatherResult' });
export type WeatherResult = z.infer<typeof weatherResultSchema>;
