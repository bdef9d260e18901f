import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { DiveCenterService } from './dive-centers.service.ts';

const tags = ['dive centers'];

export const diveCenterRoutes =
  (centers: DiveCenterService): FastifyPluginAsyncZod =>
  (app) => {
    route(
      app,
      'diveCenterSearch',
      {
        tags,
        summary: 'Search dive centers (paged from 0), best rated first',
      },
      (request) => centers.searchDiveCenters(request.query),
    );
    route(
      app,
      'diveCenterById',
      {
        tags,
        summary: 'A dive center by id',
      },
      (request) => centers.getCenterById(request.params.id),
    );
    route(
      app,
      'diveCenterBySlug',
      {
        tags,
        summary: 'A dive center by its slug (the page URL /dive-centers/{slug})',
      },
      (request) => centers.getCenterBySlug(request.params.slug),
    );
    route(
      app,
      'diveCentersNearby',
      {
        tags,
        summary: 'Dive centers near a point, nearest first, with distance in km',
      },
      async (request) => ({ content: await centers.getNearbyCenters(request.query) }),
    );
    route(
      app,
      'diveCenterMap',
      {
        tags,
        summary: 'Dive centers inside map bounds as GeoJSON (west > east crosses ±180°)',
      },
      (request) => centers.getCentersMap(request.query),
    );
    route(
      app,
      'diveCentersOfCountry',
      {
        tags,
        summary: 'Dive centers of a country (slug or ISO code), real centers first',
      },
      async (request) => ({ content: await centers.getCentersInCountry(request.params.country) }),
    );
    return Promise.resolve();
  };
