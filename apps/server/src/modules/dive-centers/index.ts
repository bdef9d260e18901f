import { defineFeature } from '../../http/feature.ts';
import { diveCenterHeads, diveCenterSitemap } from './dive-centers.head.ts';
import { diveCenterRoutes } from './dive-centers.routes.ts';

/** Dive centers: their API, page heads and sitemap entries. */
export const diveCentersFeature = defineFeature('dive-centers', async (app, { ctx, site }) => {
  await app.register(diveCenterRoutes(ctx));
  site.addPageHeads(diveCenterHeads(ctx));
  site.addSitemapSource(diveCenterSitemap(ctx));
});
