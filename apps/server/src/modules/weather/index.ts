import { defineFeature } from '../../http/feature.ts';
import { weatherRoutes } from './weather.routes.ts';

/** Sea conditions for a spot, from Open-Meteo. */
export const weatherFeature = defineFeature('weather', async (app, { ctx }) => {
  await app.register(weatherRoutes(ctx));
});
