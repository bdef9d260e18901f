import { defineFeature } from '../../http/feature.ts';
import { weatherRoutes } from './weather.routes.ts';
import { WeatherService } from './weather.service.ts';

/** Sea conditions for a spot, from Open-Meteo. */
export const weatherFeature = defineFeature('weather', async (app, { ctx }) => {
  await app.register(weatherRoutes(new WeatherService(ctx.config.weather, app.log)));
});
