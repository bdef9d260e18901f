import { defineFeature } from '../../http/feature.ts';
import { authService } from '../auth/index.ts';
import { marineLifeHeads, marineLifeSitemap } from './marine-life.head.ts';
import { marineLifeRoutes } from './marine-life.routes.ts';
import { MarineLifeService } from './marine-life.service.ts';
import { speciesAdminRoutes } from './species-admin.routes.ts';
import { SpeciesAdmin } from './species-admin.service.ts';

/** Marine life: its API, page heads and sitemap entries, and the console's species editor. */
export const marineLifeFeature = defineFeature('marine-life', async (app, { ctx, site }) => {
  const guide = new MarineLifeService(ctx.db, ctx.texts);
  await app.register(marineLifeRoutes(guide));
  await app.register(
    speciesAdminRoutes(new SpeciesAdmin(ctx.db, ctx.texts.content), authService(ctx)),
  );
  site.addPageHeads(marineLifeHeads(guide, ctx.config.publicUrl));
  site.addSitemapSource(marineLifeSitemap(guide));
});
