import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { WeatherService } from './weather.service.ts';

export const weatherRoutes =
  (weather: WeatherService): FastifyPluginAsyncZod =>
  (app) => {
    route(
      app,
      'weather',
      {
        tags: ['weather'],
        summary: 'Current conditions and a 7-day marine forecast near a point (Open-Meteo)',
        description:
          'Always 200 for valid coordinates, discriminated on `available`. `available: true`: ' +
          'the conditions, cached per 0.1° cell for 30 minutes (sea values are null inland). ' +
          '`available: false` with `code: WEATHER_UNAVAILABLE`, a message to show and ' +
          '`retryAfterSeconds` when Open-Meteo cannot be reached or answers nonsense; that ' +
          'answer is `Cache-Control: no-store`. 400 for missing or out-of-range coordinates.',
      },
      async (request, reply) => {
        // Also covers a request that fails on the way (a request timeout).
        void reply.header('Cache-Control', 'no-store');
        const result = await weather.get(request.query);
        // Conditions may stay in browsers a while (the server-side cache decides freshness);
        // an outage must not, so the page asks again once Open-Meteo is back.
        if (result.available) void reply.header('Cache-Control', 'public, max-age=600');
        return result;
      },
    );
    return Promise.resolve();
  };
