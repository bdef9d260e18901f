import { defineFeature } from '../../http/feature.ts';
import { diveCenterHeads, diveCenterSitemap } from './dive-centers.head.ts';
import { diveCenterRoutes } from './dive-centers.routes.ts';
import { DiveCenterService } from './dive-centers.service.ts';

/** Dive centers: their API, page heads and sitemap entries. */
export const diveCentersFeature = defineFeature('dive-centers', async (app, { ctx, site }) => {
  const centers = new DiveCenterService(ctx.db);
  await app.register(diveCenterRoutes(centers));
  site.addPageHeads(diveCenterHeads(centers, ctx.config.publicUrl));
  site.addSitemapSource(diveCenterSitemap(centers));
});
