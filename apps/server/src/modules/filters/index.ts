import { defineFeature } from '../../http/feature.ts';
import { filterRoutes } from './filters.routes.ts';
import { FilterService } from './filters.service.ts';

/** The explore filters' configuration (SPEC §7 /api/filter). */
export const filtersFeature = defineFeature('filters', async (app, { ctx }) => {
  await app.register(filterRoutes(new FilterService(ctx.db)));
});
