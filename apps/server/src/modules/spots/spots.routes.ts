import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import { sendSerialized } from '../../http/serialized.ts';
import type { SpotMapService } from './spots-map.service.ts';
import type { SpotDetails, SpotService } from './spots.service.ts';

/** Replies with a body that is JSON already (assembled from cached pieces). */
const sendJsonText = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json);

const tags = ['spots'];

export const spotRoutes =
  (spots: SpotService, details: SpotDetails, map: SpotMapService): FastifyPluginAsyncZod =>
  (app) => {
    route(
      app,
      'spotSearch',
      {
        tags,
        summary: 'Search dive spots by name, place and filters, one page at a time',
      },
      async (request, reply) => {
        const page = await spots.searchSpotPage(request.query);
        return typeof page === 'string' ? sendJsonText(reply, page) : page;
      },
    );
    route(
      app,
      'spotMap',
      {
        tags,
        summary: 'Spots of a map view: every spot, or clusters when the view holds more than 300',
        description:
          'Bounds in degrees (`w` > `e` crosses the antimeridian), the map zoom (it sets the cluster grid) and the filters of `GET /api/spot`; synthetic spots included. Up to 300 spots in view come one by one, best rated first; more come as clusters of a grid of 64 px cells with their count and the zoom that splits them, a cell of one spot as that spot. Spots and clusters are arrays (their schemas name the members); the web app turns them into GeoJSON.',
      },
      async (request, reply) => sendJsonText(reply, await map.mapJson(request.query)),
    );
    route(
      app,
      'spotById',
      {
        tags,
        summary: 'A dive spot by id',
      },
      async (request, reply) =>
        sendSerialized(reply, await details.answerById(request.params.id, request.query.lang)),
    );
    route(
      app,
      'spotBySlug',
      {
        tags,
        summary: 'A dive spot by its slug (the /spots/{slug} page address)',
      },
      async (request, reply) =>
        sendSerialized(reply, await details.answerBySlug(request.params.slug, request.query.lang)),
    );
    route(
      app,
      'spotSealife',
      {
        tags,
        summary: 'Species seen at a dive spot, with the months they are seen',
      },
      async (request) => ({
        content: await spots.getSpotSealife(
          request.params.id,
          request.query.month,
          request.query.lang,
        ),
      }),
    );
    route(
      app,
      'spotRandom',
      {
        tags,
        summary: 'A random dive spot',
      },
      (request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        return spots.getRandomSpot(request.query.lang);
      },
    );
    route(
      app,
      'spotsNearby',
      {
        tags,
        summary: 'Dive spots near a point, nearest first, with distance in km',
      },
      async (request, reply) => {
        const nearby = await spots.getNearbySpots(request.query);
        return typeof nearby === 'string' ? sendJsonText(reply, nearby) : { content: nearby };
      },
    );
    route(
      app,
      'spotsRecommended',
      {
        tags,
        summary: 'Well-rated real dive spots, optionally near a point',
      },
      async (request) => ({ content: await spots.getRecommendedSpots(request.query) }),
    );
    route(
      app,
      'spotsPopular',
      {
        tags,
        summary: 'The most reviewed and best rated real dive spots',
      },
      async (request, reply) =>
        sendSerialized(reply, await spots.getPopularSpots(request.query.limit, request.query.lang)),
    );
    route(
      app,
      'spotByPath',
      {
        tags,
        summary: 'A dive spot by its country/region/spot address',
      },
      async (request, reply) =>
        sendSerialized(reply, await details.answerBySlug(request.params.spot, request.query.lang)),
    );
    return Promise.resolve();
  };
