import { defineFeature } from '../../http/feature.ts';
import { destinationRoutes } from './destinations.routes.ts';

/** Featured destinations of the home page. */
export const destinationsFeature = defineFeature('destinations', async (app, { ctx }) => {
  await app.register(destinationRoutes(ctx));
});
