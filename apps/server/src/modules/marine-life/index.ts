import { defineFeature } from '../../http/feature.ts';
import { marineLifeHeads, marineLifeSitemap } from './marine-life.head.ts';
import { marineLifeRoutes } from './marine-life.routes.ts';
import { MarineLifeService } from './marine-life.service.ts';

/** Marine life: its API, page heads and sitemap entries. */
export const marineLifeFeature = defineFeature('marine-life', async (app, { ctx, site }) => {
  const guide = new MarineLifeService(ctx.db, ctx.texts);
  await app.register(marineLifeRoutes(guide));
  site.addPageHeads(marineLifeHeads(guide, ctx.config.publicUrl));
  site.addSitemapSource(marineLifeSitemap(guide));
});
