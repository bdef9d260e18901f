import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileRoute } from '../../http/route.ts';
import { sendWebp, WEEK } from '../images/image-response.ts';
import type { StaticMapService } from './static-map.service.ts';

/** `GET /api/map/static`: a picture of the map around a point, with pins, from Natural Earth. */
export const mapRoutes =
  (maps: StaticMapService): FastifyPluginAsyncZod =>
  (app) => {
    fileRoute(
      app,
      'staticMap',
      {
        tags: ['maps'],
        summary: 'A static map (WebP) centred on a point, with pins',
        description: 'Land and borders from Natural Earth (public domain), Web Mercator zoom 1–12.',
      },
      (request, reply) => {
        const { etag, render } = maps.picture(request.query);
        return sendWebp(request, reply, { etag, cacheControl: WEEK, render });
      },
    );
    return Promise.resolve();
  };
