import { defineFeature } from '../../http/feature.ts';
import { marineLifeHeads, marineLifeSitemap } from './marine-life.head.ts';
import { marineLifeRoutes } from './marine-life.routes.ts';

/** Marine life: its API, page heads and sitemap entries. */
export const marineLifeFeature = defineFeature('marine-life', async (app, { ctx, site }) => {
  await app.register(marineLifeRoutes(ctx));
  site.addPageHeads(marineLifeHeads(ctx));
  site.addSitemapSource(marineLifeSitemap(ctx));
});
