import { defineFeature } from '../../http/feature.ts';
import { countryHeadResolvers, countrySitemapSource } from './countries.head.ts';
import { countryRoutes } from './countries.routes.ts';

/** Countries and regions: their API, page heads and sitemap entries. */
export const countriesFeature = defineFeature('countries', async (app, { ctx, site }) => {
  await app.register(countryRoutes(ctx));
  site.addPageHeads(countryHeadResolvers(ctx));
  site.addSitemapSource(countrySitemapSource(ctx));
});
