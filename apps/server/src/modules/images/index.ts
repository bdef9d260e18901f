import { defineFeature } from '../../http/feature.ts';
import { imageRoutes } from './images.routes.ts';

/** Uploaded photos and generated illustrations, resized and served as WebP. */
export const imagesFeature = defineFeature('images', async (app, { ctx }) => {
  await app.register(imageRoutes(ctx));
});
