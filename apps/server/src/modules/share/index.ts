import { defineFeature } from '../../http/feature.ts';
import { shareRoutes } from './share.routes.ts';
import { ShareService } from './share.service.ts';

/** Short links to a map view (docs/product/api.md /api/share). */
export const shareFeature = defineFeature('share', async (app, { ctx }) => {
  await app.register(shareRoutes(new ShareService(ctx.db, ctx.config.publicUrl)));
});
