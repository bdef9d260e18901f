import { defineFeature } from '../../http/feature.ts';
import { authService } from '../auth/index.ts';
import { IllustrationService } from './illustration.service.ts';
import { imageAdminRoutes } from './images-admin.routes.ts';
import { ImageAdmin } from './images-admin.service.ts';
import { createFileStorage } from './image-storage.ts';
import { imageRoutes } from './images.routes.ts';
import { PhotoService } from './photo.service.ts';

/** Uploaded photos and generated illustrations, resized and served as WebP; the console's uploads. */
export const imagesFeature = defineFeature('images', async (app, { ctx }) => {
  const storage = createFileStorage(ctx.config.uploadsDir);
  const photos = new PhotoService(ctx.db, storage, app.log);
  const illustrations = new IllustrationService(ctx.db);
  await app.register(imageRoutes(photos, illustrations));
  const admin = new ImageAdmin(ctx.db, storage, ctx.texts.content);
  await app.register(imageAdminRoutes(admin, authService(ctx)));
  // The home page's first hero slide is its largest paint: encoded before anyone asks.
  app.addHook('onListen', (done) => {
    illustrations.warmHero().then(
      (encoded) => app.log.info({ encoded }, 'hero slide encoded'),
      (error: unknown) => app.log.warn({ err: error }, 'hero slide not encoded'),
    );
    done();
  });
});
