import { defineFeature } from '../../http/feature.ts';
import { basemapRoutes } from './basemap.routes.ts';
import { mapRoutes } from './maps.routes.ts';

/** The offline basemap style and its data, and the static map images. */
export const mapsFeature = defineFeature('maps', async (app, { ctx }) => {
  await app.register(mapRoutes());
  await app.register(basemapRoutes(ctx.config));
});
