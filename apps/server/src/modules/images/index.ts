import { defineFeature } from '../../http/feature.ts';
import { IllustrationService } from './illustration.service.ts';
import { createFileStorage } from './image-storage.ts';
import { imageRoutes } from './images.routes.ts';
import { PhotoService } from './photo.service.ts';

/** Uploaded photos and generated illustrations, resized and served as WebP. */
export const imagesFeature = defineFeature('images', async (app, { ctx }) => {
  const photos = new PhotoService(ctx.db, createFileStorage(ctx.config.uploadsDir), app.log);
  const illustrations = new IllustrationService(ctx.db);
  await app.register(imageRoutes(photos, illustrations));
  // The home page's first hero slide is its largest paint: encoded before anyone asks.
  app.addHook('onListen', (done) => {
    illustrations.warmHero().then(
      (encoded) => app.log.info({ encoded }, 'hero slide encoded'),
      (error: unknown) => app.log.warn({ err: error }, 'hero slide not encoded'),
    );
    done();
  });
});
