import { PAGES } from '@divespot/shared/routes';
import { defineFeature } from '../../http/feature.ts';
import { exploreListData } from './explore.page-data.ts';
import { spotHeads, spotSitemap } from './spots.head.ts';
import { authService } from '../auth/index.ts';
import { spotAdminRoutes } from './spots-admin.routes.ts';
import { SpotAdmin } from './spots-admin.service.ts';
import { SpotMapService } from './spots-map.service.ts';
import { SpotDetails, SpotService } from './spots.service.ts';
import { spotRoutes } from './spots.routes.ts';

/** Dive spots: their API, page heads, sitemap entries and the explore list /explore opens with. */
export const spotsFeature = defineFeature('spots', async (app, { ctx, site }) => {
  const map = new SpotMapService(ctx.db, ctx.texts.content);
  const spots = new SpotService(ctx.db, map, ctx.texts);
  const details = new SpotDetails(ctx.db, ctx.texts);
  await app.register(spotRoutes(spots, details, map));
  await app.register(spotAdminRoutes(new SpotAdmin(ctx.db, ctx.texts.content), authService(ctx)));
  site.addPageHeads(spotHeads(details, ctx.config.publicUrl));
  site.addSitemapSource(spotSitemap(spots));
  site.addPageData(PAGES.explore, 'exploreList', exploreListData(spots));
  // The map index loads once the server listens, so start-up does not wait for it; a map or
  // nearby request that comes before it has loaded waits for it (LiveSpotMap.get).
  app.addHook('onListen', (done) => {
    const warming = performance.now();
    map.warm().then(
      (spots) =>
        app.log.info(
          { spots, ms: Math.round(performance.now() - warming) },
          'spot map index loaded',
        ),
      (error: unknown) => app.log.warn({ err: error }, 'spot map index not loaded yet'),
    );
    done();
  });
});
