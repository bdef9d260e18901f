import { defineFeature } from '../../http/feature.ts';
import { authService } from '../auth/index.ts';
import { countryHeadResolvers, countrySitemapSource } from './countries.head.ts';
import { countryRoutes } from './countries.routes.ts';
import { CountryService } from './countries.service.ts';
import { LocationRefService } from './location-refs.service.ts';
import { placesAdminRoutes } from './places-admin.routes.ts';
import { PlacesAdmin } from './places-admin.service.ts';

/** Countries and regions: their API, page heads and sitemap entries, and the console's editor of their descriptions. */
export const countriesFeature = defineFeature('countries', async (app, { ctx, site }) => {
  const countries = new CountryService(ctx.db, ctx.texts);
  const refs = new LocationRefService(ctx.db);
  await app.register(countryRoutes(countries, refs));
  await app.register(
    placesAdminRoutes(new PlacesAdmin(ctx.db, ctx.texts.content), authService(ctx)),
  );
  site.addPageHeads(countryHeadResolvers(countries, refs, ctx.config.publicUrl));
  site.addSitemapSource(countrySitemapSource(countries));
});
