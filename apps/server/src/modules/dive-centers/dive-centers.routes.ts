import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  diveCenterCountryParamsSchema,
  diveCenterDetailSchema,
  diveCenterFeatureCollectionSchema,
  diveCenterIdParamsSchema,
  diveCenterListSchema,
  diveCenterMapQuerySchema,
  diveCenterNearbyQuerySchema,
  diveCenterPageSchema,
  diveCenterSearchQuerySchema,
  diveCenterSlugParamsSchema,
} from '@divespot/shared/dive-centers';
import { errorBodySchema } from '@divespot/shared/errors';
import type { DiveCenterService } from './dive-centers.service.ts';

const errors = { 400: errorBodySchema, 404: errorBodySchema };
const tags = ['dive centers'];

export const diveCenterRoutes =
  (centers: DiveCenterService): FastifyPluginAsyncZod =>
  (app) => {
    app.get(
      '/api/divecenters',
      {
        schema: {
          tags,
          summary: 'Search dive centers (paged from 0), best rated first',
          querystring: diveCenterSearchQuerySchema,
          response: { 200: diveCenterPageSchema, 400: errorBodySchema },
        },
      },
      (request) => centers.searchDiveCenters(request.query),
    );
    app.get(
      '/api/divecenters/id/:id',
      {
        schema: {
          tags,
          summary: 'A dive center by id',
          params: diveCenterIdParamsSchema,
          response: { 200: diveCenterDetailSchema, ...errors },
        },
      },
      (request) => centers.getCenterById(request.params.id),
    );
    app.get(
      '/api/divecenters/slug/:slug',
      {
        schema: {
          tags,
          summary: 'A dive center by its slug (the page URL /dive-centers/{slug})',
          params: diveCenterSlugParamsSchema,
          response: { 200: diveCenterDetailSchema, ...errors },
        },
      },
      (request) => centers.getCenterBySlug(request.params.slug),
    );
    app.get(
      '/api/divecenters/nearby',
      {
        schema: {
          tags,
          summary: 'Dive centers near a point, nearest first, with distance in km',
          querystring: diveCenterNearbyQuerySchema,
          response: { 200: diveCenterListSchema, 400: errorBodySchema },
        },
      },
      async (request) => ({ content: await centers.getNearbyCenters(request.query) }),
    );
    app.get(
      '/api/divecenters/map',
      {
        schema: {
          tags,
          summary: 'Dive centers inside map bounds as GeoJSON (west > east crosses ±180°)',
          querystring: diveCenterMapQuerySchema,
          response: { 200: diveCenterFeatureCollectionSchema, 400: errorBodySchema },
        },
      },
      (request) => centers.getCentersMap(request.query),
    );
    app.get(
      '/api/divecenters/:country',
      {
        schema: {
          tags,
          summary: 'Dive centers of a country (slug or ISO code), real centers first',
          params: diveCenterCountryParamsSchema,
          response: { 200: diveCenterListSchema, ...errors },
        },
      },
      async (request) => ({ content: await centers.getCentersInCountry(request.params.country) }),
    );
    return Promise.resolve();
  };
