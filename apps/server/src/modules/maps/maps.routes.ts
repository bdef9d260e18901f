import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import { errorBodySchema } from '@divespot/shared/errors';
import { staticMapQuerySchema } from '@divespot/shared/media';
import { LruCache } from '../../lib/lru-cache.ts';
import { etagOf, sendWebp, WEEK } from '../images/image-response.ts';
import { staticMapSvg } from './static-map.ts';

/** Bump when the map's drawing changes. */
const MAP_VERSION = 1;

/** `GET /api/map/static`: a picture of the map around a point, with pins, from Natural Earth. */
export const mapRoutes = (): FastifyPluginAsyncZod => (app) => {
  const cache = new LruCache<string, Buffer>({ maxEntries: 2000, maxSize: 64 * 1024 * 1024 });
  app.get(
    '/api/map/static',
    {
      schema: {
        tags: ['maps'],
        summary: 'A static map (WebP) centred on a point, with pins',
        description: 'Land and borders from Natural Earth (public domain), Web Mercator zoom 1–12.',
        querystring: staticMapQuerySchema,
        response: {
          200: z.any().meta({ description: 'WebP image bytes.' }),
          304: z.null(),
          400: errorBodySchema,
        },
      },
    },
    (request, reply) => {
      const { center, zoom, width, height, markers } = request.query;
      const key = JSON.stringify([center, zoom, width, height, markers]);
      return sendWebp(request, reply, {
        etag: etagOf('map', MAP_VERSION, key),
        cacheControl: WEEK,
        render: async () => {
          const hit = cache.get(key);
          if (hit) return hit;
          const svg = staticMapSvg({ center, zoom, width, height }, markers);
          const body = await sharp(Buffer.from(svg)).webp({ quality: 82, effort: 4 }).toBuffer();
          cache.set(key, body, body.length);
          return body;
        },
      });
    },
  );
  return Promise.resolve();
};
