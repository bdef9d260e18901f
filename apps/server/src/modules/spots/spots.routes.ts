import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@divespot/shared/errors';
import { languageQuerySchema } from '@divespot/shared/schema-parts';
import { spotMapQuerySchema, spotMapWireSchema } from '@divespot/shared/spot-map';
import { spotSearchQuerySchema } from '@divespot/shared/spot-search';
import {
  nearbyQuerySchema,
  popularQuerySchema,
  recommendedQuerySchema,
  spotDetailSchema,
  spotIdParamsSchema,
  spotListSchema,
  spotPageSchema,
  spotSealifeListSchema,
  spotSealifeQuerySchema,
  spotSlugParamsSchema,
  spotSlugPathSchema,
} from '@divespot/shared/spots';
import { sendSerialized } from '../../http/serialized.ts';
import type { SpotMapService } from './spots-map.service.ts';
import type { SpotDetails, SpotService } from './spots.service.ts';

/** Replies with a body that is JSON already (assembled from cached pieces). */
const sendJsonText = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json);

const errors = { 400: errorBodySchema, 404: errorBodySchema };
const tags = ['spots'];

export const spotRoutes =
  (spots: SpotService, details: SpotDetails, map: SpotMapService): FastifyPluginAsyncZod =>
  (app) => {
    app.get(
      '/api/spot',
      {
        schema: {
          tags,
          summary: 'Search dive spots by name, place and filters, one page at a time',
          querystring: spotSearchQuerySchema,
          response: { 200: spotPageSchema, 400: errorBodySchema },
        },
      },
      async (request, reply) => {
        const page = await spots.searchSpotPage(request.query);
        return typeof page === 'string' ? sendJsonText(reply, page) : page;
      },
    );
    app.get(
      '/api/spot/map',
      {
        schema: {
          tags,
          summary: 'Spots of a map view: every spot, or clusters when the view holds more than 300',
          description:
            'Bounds in degrees (`w` > `e` crosses the antimeridian), the map zoom (it sets the cluster grid) and the filters of `GET /api/spot`; synthetic spots included. Up to 300 spots in view come one by one, best rated first; more come as clusters of a grid of 64 px cells with their count and the zoom that splits them, a cell of one spot as that spot. Spots and clusters are arrays (their schemas name the members); the web app turns them into GeoJSON.',
          querystring: spotMapQuerySchema,
          response: { 200: spotMapWireSchema, 400: errorBodySchema },
        },
      },
      async (request, reply) => sendJsonText(reply, await map.mapJson(request.query)),
    );
    app.get(
      '/api/spot/id/:id',
      {
        schema: {
          tags,
          summary: 'A dive spot by id',
          params: spotIdParamsSchema,
          querystring: languageQuerySchema,
          response: { 200: spotDetailSchema, ...errors },
        },
      },
      async (request, reply) =>
        sendSerialized(reply, await details.answerById(request.params.id, request.query.lang)),
    );
    app.get(
      '/api/spot/slug/:slug',
      {
        schema: {
          tags,
          summary: 'A dive spot by its slug (the /spots/{slug} page address)',
          params: spotSlugParamsSchema,
          querystring: languageQuerySchema,
          response: { 200: spotDetailSchema, ...errors },
        },
      },
      async (request, reply) =>
        sendSerialized(reply, await details.answerBySlug(request.params.slug, request.query.lang)),
    );
    app.get(
      '/api/spot/id/:id/sealife',
      {
        schema: {
          tags,
          summary: 'Species seen at a dive spot, with the months they are seen',
          params: spotIdParamsSchema,
          querystring: spotSealifeQuerySchema,
          response: { 200: spotSealifeListSchema, ...errors },
        },
      },
      async (request) => ({
        content: await spots.getSpotSealife(
          request.params.id,
          request.query.month,
          request.query.lang,
        ),
      }),
    );
    app.get(
      '/api/spot/random',
      {
        schema: {
          tags,
          summary: 'A random dive spot',
          querystring: languageQuerySchema,
          response: { 200: spotDetailSchema, ...errors },
        },
      },
      (request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        return spots.getRandomSpot(request.query.lang);
      },
    );
    app.get(
      '/api/spot/nearby',
      {
        schema: {
          tags,
          summary: 'Dive spots near a point, nearest first, with distance in km',
          querystring: nearbyQuerySchema,
          response: { 200: spotListSchema, 400: errorBodySchema },
        },
      },
      async (request, reply) => {
        const nearby = await spots.getNearbySpots(request.query);
        return typeof nearby === 'string' ? sendJsonText(reply, nearby) : { content: nearby };
      },
    );
    app.get(
      '/api/spot/recommended',
      {
        schema: {
          tags,
          summary: 'Well-rated real dive spots, optionally near a point',
          querystring: recommendedQuerySchema,
          response: { 200: spotListSchema, 400: errorBodySchema },
        },
      },
      async (request) => ({ content: await spots.getRecommendedSpots(request.query) }),
    );
    app.get(
      '/api/spot/popular',
      {
        schema: {
          tags,
          summary: 'The most reviewed and best rated real dive spots',
          querystring: popularQuerySchema,
          response: { 200: spotListSchema, 400: errorBodySchema },
        },
      },
      async (request) => ({
        content: await spots.getPopularSpots(request.query.limit, request.query.lang),
      }),
    );
    app.get(
      '/api/spot/:country/:region/:spot',
      {
        schema: {
          tags,
          summary: 'A dive spot by its country/region/spot address',
          params: spotSlugPathSchema,
          querystring: languageQuerySchema,
          response: { 200: spotDetailSchema, ...errors },
        },
      },
      async (request, reply) =>
        sendSerialized(reply, await details.answerBySlug(request.params.spot, request.query.lang)),
    );
    return Promise.resolve();
  };
