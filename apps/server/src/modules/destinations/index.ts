import { defineFeature } from '../../http/feature.ts';
import { destinationRoutes } from './destinations.routes.ts';
import { DestinationService } from './destinations.service.ts';

/** Featured destinations of the home page. */
export const destinationsFeature = defineFeature('destinations', async (app, { ctx }) => {
  await app.register(destinationRoutes(new DestinationService(ctx.db)));
});
