import { defineFeature } from '../../http/feature.ts';
import { authService } from '../auth/index.ts';
import { diveCenterAdminRoutes } from './dive-centers-admin.routes.ts';
import { DiveCenterAdmin } from './dive-centers-admin.service.ts';
import { diveCenterHeads, diveCenterSitemap } from './dive-centers.head.ts';
import { diveCenterRoutes } from './dive-centers.routes.ts';
import { DiveCenterService } from './dive-centers.service.ts';

/** Dive centers: their API, page heads and sitemap entries, and the console's editor of them. */
export const diveCentersFeature = defineFeature('dive-centers', async (app, { ctx, site }) => {
  const centers = new DiveCenterService(ctx.db);
  await app.register(diveCenterRoutes(centers));
  await app.register(
    diveCenterAdminRoutes(new DiveCenterAdmin(ctx.db, ctx.texts.content), authService(ctx)),
  );
  site.addPageHeads(diveCenterHeads(centers, ctx.config.publicUrl));
  site.addSitemapSource(diveCenterSitemap(centers));
});
