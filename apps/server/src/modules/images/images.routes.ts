import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileRoute } from '../../http/route.ts';
import type { IllustrationService } from './illustration.service.ts';
import { IMMUTABLE, sendWebp, WEEK } from './image-response.ts';
import type { PhotoService } from './photo.service.ts';

/** Photos and illustrations. */
export const imageRoutes =
  (photos: PhotoService, illustrations: IllustrationService): FastifyPluginAsyncZod =>
  (app) => {
    fileRoute(
      app,
      'photo',
      {
        tags: ['images'],
        summary: 'An uploaded photo as WebP',
      },
      async (request, reply) => {
        const photo = await photos.find(request.params.id);
        return sendWebp(request, reply, { ...photo, cacheControl: IMMUTABLE });
      },
    );
    fileRoute(
      app,
      'photoRescaled',
      {
        tags: ['images'],
        summary: 'An uploaded photo resized (cropped to fill when both sides are given), as WebP',
      },
      async (request, reply) => {
        const photo = await photos.find(request.params.id, request.query);
        return sendWebp(request, reply, { ...photo, cacheControl: IMMUTABLE });
      },
    );
    fileRoute(
      app,
      'illustration',
      {
        tags: ['images'],
        summary: 'The generated illustration of a record without photos, as WebP (default 800×500)',
      },
      async (request, reply) => {
        const { kind, id } = request.params;
        const picture = await illustrations.find(kind, id, request.query);
        return sendWebp(request, reply, { ...picture, cacheControl: WEEK });
      },
    );
    fileRoute(
      app,
      'heroSlide',
      {
        tags: ['images'],
        summary: "A slide of the home page's hero, as WebP or AVIF (2:1)",
      },
      async (request, reply) => {
        const picture = illustrations.hero(request.params.slide, request.query);
        return sendWebp(request, reply, { ...picture, cacheControl: WEEK });
      },
    );
    return Promise.resolve();
  };
