import { defineFeature } from '../../http/feature.ts';
import { CountryService } from '../countries/countries.service.ts';
import { MarineLifeService } from '../marine-life/marine-life.service.ts';
import { SpotService } from '../spots/spots.service.ts';
import { articleRoutes } from './articles.routes.ts';
import { ArticleService } from './articles.service.ts';

/** Articles (the blog): their API and Atom feed. */
export const articlesFeature = defineFeature('articles', async (app, { ctx }) => {
  // The cards of linked records come from the features that own them, in the shapes they serve.
  const spots = new SpotService(ctx.db);
  const guide = new MarineLifeService(ctx.db);
  const countries = new CountryService(ctx.db);
  const articles = new ArticleService(ctx.db, {
    spots: (slugs) => spots.spotCards(slugs),
    species: (slugs) => guide.speciesCards(slugs),
    regions: (slugs) => countries.regionCards(slugs),
  });
  await app.register(articleRoutes(articles, ctx.config.publicUrl));
});
