import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@divespot/shared/errors';
import { weatherQuerySchema, weatherSchema } from '@divespot/shared/weather';
import type { AppContext } from '../../server.ts';
import { WeatherService } from './weather.service.ts';

export const weatherRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  (app) => {
    const weather = new WeatherService(ctx.config.weather, app.log);
    app.get(
      '/api/weather',
      {
        schema: {
          tags: ['weather'],
          summary: 'Current conditions and a 7-day marine forecast near a point (Open-Meteo)',
          description:
            'Cached per 0.1° cell for 30 minutes. 503 `WEATHER_UNAVAILABLE` when Open-Meteo ' +
            'cannot be reached; sea values are null inland.',
          querystring: weatherQuerySchema,
          response: { 200: weatherSchema, 400: errorBodySchema, 503: errorBodySchema },
        },
      },
      async (request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        const result = await weather.get(request.query);
        // Browsers may keep it a while; the server-side cache decides freshness anyway.
        void reply.header('Cache-Control', 'public, max-age=600');
        return result;
      },
    );
    return Promise.resolve();
  };
