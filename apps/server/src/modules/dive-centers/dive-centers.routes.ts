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
import type { AppContext } from '../../http/app-context.ts';
import {
  getCenterById,
  getCenterBySlug,
  getCentersInCountry,
  getCentersMap,
  getNearbyCenters,
  searchDiveCenters,
} from './dive-centers.service.ts';

const errors = { 400: errorBodySchema, 404: errorBodySchema };
const tags = ['dive centers'];

export const diveCenterRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
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
      (request) => searchDiveCenters(ctx.db, request.query),
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
      (request) => getCenterById(ctx.db, request.params.id),
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
      (request) => getCenterBySlug(ctx.db, request.params.slug),
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
      async (request) => ({ content: await getNearbyCenters(ctx.db, request.query) }),
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
      (request) => getCentersMap(ctx.db, request.query),
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
      async (request) => ({ content: await getCentersInCountry(ctx.db, request.params.country) }),
    );
    return Promise.resolve();
  };
