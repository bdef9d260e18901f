import { sentQuery } from '@divespot/shared/page-data';
import { statisticsKey } from '@divespot/shared/page-queries';
import { PAGES } from '@divespot/shared/routes';
import { defineFeature } from '../../http/feature.ts';
import { statisticsRoutes } from './statistics.routes.ts';
import { StatisticsService } from './statistics.service.ts';

/**
 * The catalogue's counts (the home page's statistics line): an API route, and the home page's
 * data, so its first HTML comes with them.
 */
export const statisticsFeature = defineFeature('statistics', async (app, { ctx, site }) => {
  const statistics = new StatisticsService(ctx.db);
  await app.register(statisticsRoutes(statistics));
  site.addPageData(PAGES.home, 'siteStatistics', async () =>
    sentQuery(statisticsKey(), await statistics.counts()),
  );
});
