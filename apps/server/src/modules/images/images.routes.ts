import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@divespot/shared/errors';
import {
  heroParamsSchema,
  heroQuerySchema,
  illustrationParamsSchema,
  imageIdParamsSchema,
  imageSizeQuerySchema,
  rescaleQuerySchema,
} from '@divespot/shared/media';
import type { IllustrationService } from './illustration.service.ts';
import { IMMUTABLE, sendWebp, WEEK } from './image-response.ts';
import type { PhotoService } from './photo.service.ts';

const responses = {
  200: z.any().meta({ description: 'WebP image bytes.' }),
  304: z.null(),
  400: errorBodySchema,
  404: errorBodySchema,
};

/** Photos and illustrations. */
export const imageRoutes =
  (photos: PhotoService, illustrations: IllustrationService): FastifyPluginAsyncZod =>
  (app) => {
    app.get(
      '/api/image/:id',
      {
        schema: {
          tags: ['images'],
          summary: 'An uploaded photo as WebP',
          params: imageIdParamsSchema,
          response: responses,
        },
      },
      async (request, reply) => {
        const photo = await photos.find(request.params.id);
        return sendWebp(request, reply, { ...photo, cacheControl: IMMUTABLE });
      },
    );
    app.get(
      '/api/image/rescale/:id',
      {
        schema: {
          tags: ['images'],
          summary: 'An uploaded photo resized (cropped to fill when both sides are given), as WebP',
          params: imageIdParamsSchema,
          querystring: rescaleQuerySchema,
          response: responses,
        },
      },
      async (request, reply) => {
        const photo = await photos.find(request.params.id, request.query);
        return sendWebp(request, reply, { ...photo, cacheControl: IMMUTABLE });
      },
    );
    app.get(
      '/api/image/illustration/:kind/:id',
      {
        schema: {
          tags: ['images'],
          summary:
            'The generated illustration of a record without photos, as WebP (default 800×500)',
          params: illustrationParamsSchema,
          querystring: imageSizeQuerySchema,
          response: responses,
        },
      },
      async (request, reply) => {
        const { kind, id } = request.params;
        const picture = await illustrations.find(kind, id, request.query);
        return sendWebp(request, reply, { ...picture, cacheControl: WEEK });
      },
    );
    app.get(
      '/api/image/hero/:slide',
      {
        schema: {
          tags: ['images'],
          summary: "A slide of the home page's hero, as WebP or AVIF (2:1)",
          params: heroParamsSchema,
          querystring: heroQuerySchema,
          response: {
            ...responses,
            200: z.any().meta({ description: 'WebP or AVIF image bytes.' }),
          },
        },
      },
      async (request, reply) => {
        const picture = illustrations.hero(request.params.slide, request.query);
        return sendWebp(request, reply, { ...picture, cacheControl: WEEK });
      },
    );
    return Promise.resolve();
  };
