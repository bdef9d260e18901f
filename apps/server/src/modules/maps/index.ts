import { defineFeature } from '../../http/feature.ts';
import { basemapRoutes } from './basemap.routes.ts';
import { BasemapService } from './basemap.service.ts';
import { mapRoutes } from './maps.routes.ts';
import { StaticMapService } from './static-map.service.ts';

/** The offline basemap style and its data, and the static map images. */
export const mapsFeature = defineFeature('maps', async (app, { ctx }) => {
  await app.register(mapRoutes(new StaticMapService()));
  await app.register(basemapRoutes(new BasemapService(ctx.config.mapStyleUrl)));
});
