import { defineFeature } from '../../http/feature.ts';
import { countryHeadResolvers, countrySitemapSource } from './countries.head.ts';
import { countryRoutes } from './countries.routes.ts';
import { CountryService } from './countries.service.ts';
import { LocationRefService } from './location-refs.service.ts';

/** Countries and regions: their API, page heads and sitemap entries. */
export const countriesFeature = defineFeature('countries', async (app, { ctx, site }) => {
  const countries = new CountryService(ctx.db, ctx.texts);
  const refs = new LocationRefService(ctx.db);
  await app.register(countryRoutes(countries, refs));
  site.addPageHeads(countryHeadResolvers(countries, refs, ctx.config.publicUrl));
  site.addSitemapSource(countrySitemapSource(countries));
});
