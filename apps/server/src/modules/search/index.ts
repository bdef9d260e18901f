import { defineFeature } from '../../http/feature.ts';
import { searchRoutes } from './search.routes.ts';
import { SearchService } from './search.service.ts';

/** The search box's answers over spots, species, centers, countries and regions. */
export const searchFeature = defineFeature('search', async (app, { ctx }) => {
  await app.register(searchRoutes(new SearchService(ctx.db, ctx.texts)));
});
