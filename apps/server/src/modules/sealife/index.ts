import { defineFeature } from '../../http/feature.ts';
import { sealifeHeads, sealifeSitemap } from './sealife.head.ts';
import { sealifeRoutes } from './sealife.routes.ts';

/** Marine life: its API, page heads and sitemap entries. */
export const marineLifeFeature = defineFeature('marine-life', async (app, { ctx, site }) => {
  await app.register(sealifeRoutes(ctx));
  site.addPageHeads(sealifeHeads(ctx));
  site.addSitemapSource(sealifeSitemap(ctx));
});
