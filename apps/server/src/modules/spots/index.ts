import { defineFeature } from '../../http/feature.ts';
import { spotHeads, spotSitemap } from './spots.head.ts';
import { warmSpotMap } from './spots-map.service.ts';
import { spotRoutes } from './spots.routes.ts';

/** Dive spots: their API, page heads and sitemap entries. */
export const spotsFeature = defineFeature('spots', async (app, { ctx, site }) => {
  await app.register(spotRoutes(ctx));
  site.addPageHeads(spotHeads(ctx));
  site.addSitemapSource(spotSitemap(ctx));
  // The map index loads once the server listens, so start-up does not wait for it; until it is
  // loaded, map answers come from the database.
  app.addHook('onListen', (done) => {
    const warming = performance.now();
    warmSpotMap(ctx.db).then(
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
