import { defineFeature } from '../../http/feature.ts';
import { authService } from '../auth/index.ts';
import { contentAdminRoutes } from './content-admin.routes.ts';
import { ContentAdminService } from './content-admin.service.ts';

/** The console's Content section: the lists of every kind of record, and where a point is. */
export const contentAdminFeature = defineFeature('content-admin', async (app, { ctx }) => {
  await app.register(contentAdminRoutes(new ContentAdminService(ctx.db), authService(ctx)));
});
