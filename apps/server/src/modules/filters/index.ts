import { sentQuery } from '@divespot/shared/page-data';
import { filterConfigurationKey } from '@divespot/shared/page-queries';
import { PAGES } from '@divespot/shared/routes';
import { defineFeature } from '../../http/feature.ts';
import { filterRoutes } from './filters.routes.ts';
import { FilterService } from './filters.service.ts';

/** The explore filters' configuration (docs/product/api.md /api/filter), which /explore comes with. */
export const filtersFeature = defineFeature('filters', async (app, { ctx, site }) => {
  const filters = new FilterService(ctx.db, ctx.texts);
  await app.register(filterRoutes(filters));
  // /explore reads the URL's filters by them before it asks for spots: they come with the page.
  site.addPageData(PAGES.explore, 'filterConfiguration', async (_params, _query, lang) =>
    sentQuery(
      filterConfigurationKey(lang),
      await filters.getFilterConfiguration('DIVE_SPOT', lang),
    ),
  );
});
