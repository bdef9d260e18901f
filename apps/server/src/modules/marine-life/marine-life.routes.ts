import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@divespot/shared/errors';
import { languageQuerySchema } from '@divespot/shared/schema-parts';
import {
  featuredSpeciesQuerySchema,
  nearbySpeciesListSchema,
  speciesDetailSchema,
  speciesGroupListSchema,
  speciesIdParamsSchema,
  speciesListQuerySchema,
  speciesListSchema,
  speciesMapQuerySchema,
  speciesMapSchema,
  speciesNearbyQuerySchema,
  speciesPageSchema,
  speciesSearchQuerySchema,
  speciesSlugParamsSchema,
} from '@divespot/shared/marine-life';
import type { MarineLifeService } from './marine-life.service.ts';

const tags = ['marine life'];
const errors = { 400: errorBodySchema, 404: errorBodySchema };
/** Species data changes only with a re-seed or import; a few minutes of caching is harmless. */
const CACHE = 'public, max-age=300';

export const marineLifeRoutes =
  (guide: MarineLifeService): FastifyPluginAsyncZod =>
  (app) => {
    app.get(
      '/api/sealife',
      {
        schema: {
          tags,
          summary: 'The marine life guide: species by group, IUCN status or name, paged',
          description: 'Most widely seen first; with `q`, names starting with it come first.',
          querystring: speciesListQuerySchema,
          response: { 200: speciesPageSchema, 400: errorBodySchema },
        },
      },
      (request) => guide.listSpecies(request.query),
    );
    app.get(
      '/api/sealife/groups',
      {
        schema: {
          tags,
          summary: 'Species groups in the data with their species counts (guide filters)',
          response: { 200: speciesGroupListSchema },
        },
      },
      async (_request, reply) => {
        void reply.header('Cache-Control', CACHE);
        return { content: await guide.getGroupCounts() };
      },
    );
    app.get(
      '/api/sealife/search',
      {
        schema: {
          tags,
          summary: 'Species by common or scientific name (accent-insensitive, prefixes first)',
          description: 'An empty `q` answers `{ content: [] }`.',
          querystring: speciesSearchQuerySchema,
          response: { 200: speciesListSchema, 400: errorBodySchema },
        },
      },
      async (request) => ({
        content: await guide.searchSpeciesByName(
          request.query.q,
          request.query.limit,
          request.query.lang,
        ),
      }),
    );
    app.get(
      '/api/sealife/nearby',
      {
        schema: {
          tags,
          summary: 'Species seen at spots near a point, seen at the most of them first',
          querystring: speciesNearbyQuerySchema,
          response: { 200: nearbySpeciesListSchema, 400: errorBodySchema },
        },
      },
      async (request) => ({ content: await guide.getNearbySpecies(request.query) }),
    );
    app.get(
      '/api/sealife/featured',
      {
        schema: {
          tags,
          summary: 'A deterministic handful of charismatic, widely seen species',
          querystring: featuredSpeciesQuerySchema,
          response: { 200: speciesListSchema, 400: errorBodySchema },
        },
      },
      async (request, reply) => {
        void reply.header('Cache-Control', CACHE);
        return { content: await guide.getFeaturedSpecies(request.query.limit, request.query.lang) };
      },
    );
    app.get(
      '/api/sealife/map',
      {
        schema: {
          tags,
          summary: "One species' sighting spots as GeoJSON, by `id` or `slug`",
          description: 'Points are `[lng, lat]`; each feature carries the months it is seen.',
          querystring: speciesMapQuerySchema,
          response: { 200: speciesMapSchema, ...errors },
        },
      },
      (request) => {
        const { id, slug, lang } = request.query;
        return guide.getSpeciesMap(id !== undefined ? { id } : { slug: slug ?? '' }, lang);
      },
    );
    app.get(
      '/api/sealife/id/:id',
      {
        schema: {
          tags,
          summary: 'A species by id, with where and when divers see it',
          params: speciesIdParamsSchema,
          querystring: languageQuerySchema,
          response: { 200: speciesDetailSchema, ...errors },
        },
      },
      (request) => guide.getSpecies({ id: request.params.id }, request.query.lang),
    );
    app.get(
      '/api/sealife/:slug',
      {
        schema: {
          tags,
          summary: 'A species by slug, with where and when divers see it',
          params: speciesSlugParamsSchema,
          querystring: languageQuerySchema,
          response: { 200: speciesDetailSchema, ...errors },
        },
      },
      (request) => guide.getSpecies({ slug: request.params.slug }, request.query.lang),
    );
    return Promise.resolve();
  };
