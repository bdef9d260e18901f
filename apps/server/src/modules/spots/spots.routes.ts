import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@divespot/shared/errors';
import {
  nearbyQuerySchema,
  spotDetailSchema,
  spotIdParamsSchema,
  spotListSchema,
  spotSlugPathSchema,
} from '@divespot/shared/spots';
import type { AppContext } from '../../server.ts';
import { getNearbySpots, getRandomSpot, getSpotById, getSpotBySlug } from './spots.service.ts';

const errors = { 400: errorBodySchema, 404: errorBodySchema };

export const spotRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  (app) => {
    app.get(
      '/api/spot/id/:id',
      {
        schema: {
          tags: ['spots'],
          summary: 'A dive spot by id',
          params: spotIdParamsSchema,
          response: { 200: spotDetailSchema, ...errors },
        },
      },
      (request) => getSpotById(ctx.db, request.params.id),
    );
    app.get(
      '/api/spot/random',
      {
        schema: {
          tags: ['spots'],
          summary: 'A random dive spot',
          response: { 200: spotDetailSchema, 404: errorBodySchema },
        },
      },
      (_request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        return getRandomSpot(ctx.db);
      },
    );
    app.get(
      '/api/spot/nearby',
      {
        schema: {
          tags: ['spots'],
          summary: 'Dive spots near a point, nearest first, with distance in km',
          querystring: nearbyQuerySchema,
          response: { 200: spotListSchema, 400: errorBodySchema },
        },
      },
      async (request) => ({ content: await getNearbySpots(ctx.db, request.query) }),
    );
    app.get(
      '/api/spot/:country/:region/:spot',
      {
        schema: {
          tags: ['spots'],
          summary: 'A dive spot by its country/region/spot address',
          params: spotSlugPathSchema,
          response: { 200: spotDetailSchema, ...errors },
        },
      },
      (request) => getSpotBySlug(ctx.db, request.params.spot),
    );
    return Promise.resolve();
  };
