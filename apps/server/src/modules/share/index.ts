import { defineFeature } from '../../http/feature.ts';
import { shareRoutes } from './share.routes.ts';

/** Short links to a map view (SPEC §7 /api/share). */
export const shareFeature = defineFeature('share', async (app, { ctx }) => {
  await app.register(shareRoutes(ctx));
});
