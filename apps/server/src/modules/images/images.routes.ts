import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import { errorBodySchema } from '@divespot/shared/errors';
import {
  illustrationParamsSchema,
  imageIdParamsSchema,
  imageSizeQuerySchema,
  rescaleQuerySchema,
} from '@divespot/shared/media';
import { notFound } from '../../http/errors.ts';
import { LruCache } from '../../lib/lru-cache.ts';
import type { AppContext } from '../../server.ts';
import { createFileStorage } from './image-storage.ts';
import { etagOf, IMMUTABLE, sendWebp, WEEK } from './image-response.ts';
import { findIllustrationSubject } from './images.repository.ts';
import { illustrationSvg } from './illustration/illustration.ts';
import { PhotoService } from './photo.service.ts';

const tags = ['images'];
const webp = z.any().meta({ description: 'WebP image bytes.' });
const errors = { 400: errorBodySchema, 404: errorBodySchema };
/** Bump when the drawing code changes, so cached illustrations are revalidated. */
const ILLUSTRATION_VERSION = 1;

export const imageRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  (app) => {
    const photos = new PhotoService(ctx.db, createFileStorage(ctx.config.uploadsDir), app.log);
    const drawn = new LruCache<string, Buffer>({ maxEntries: 2000, maxSize: 64 * 1024 * 1024 });

    app.get(
      '/api/image/:id',
      {
        schema: {
          tags,
          summary: 'An uploaded photo as WebP',
          params: imageIdParamsSchema,
          response: { 200: webp, 304: z.null(), ...errors },
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
          tags,
          summary: 'An uploaded photo resized (cropped to fill when both sides are given), as WebP',
          params: imageIdParamsSchema,
          querystring: rescaleQuerySchema,
          response: { 200: webp, 304: z.null(), ...errors },
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
          tags,
          summary: 'The generated illustration of a record without a photo, as WebP',
          description: 'Deterministic per record; default size 800×500.',
          params: illustrationParamsSchema,
          querystring: imageSizeQuerySchema,
          response: { 200: webp, 304: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const { kind, id } = request.params;
        const width = request.query.width ?? (request.query.height ? undefined : 800);
        const height = request.query.height ?? (width ? Math.round((width * 5) / 8) : 500);
        const w = width ?? Math.round((height * 8) / 5);
        const subject = await findIllustrationSubject(ctx.db, kind, id);
        if (!subject) throw notFound(`No ${kind} with that id.`);
        const key = `${kind}:${id}:${w}x${height}:${subject.variant ?? ''}:${subject.detail ?? ''}`;
        return sendWebp(request, reply, {
          etag: etagOf('illustration', ILLUSTRATION_VERSION, key),
          cacheControl: WEEK,
          render: async () => {
            const hit = drawn.get(key);
            if (hit) return hit;
            const svg = illustrationSvg(kind, id, subject, w, height);
            const body = await sharp(Buffer.from(svg))
              .resize(w, height, { fit: 'fill' })
              .webp({ quality: 78, effort: 4 })
              .toBuffer();
            drawn.set(key, body, body.length);
            return body;
          },
        });
      },
    );
    return Promise.resolve();
  };
