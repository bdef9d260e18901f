import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@divespot/shared/errors';
import { languageQuerySchema } from '@divespot/shared/schema-parts';
import {
  countryDetailSchema,
  countryListQuerySchema,
  countryListSchema,
  countryParamsSchema,
  countryRegionParamsSchema,
  locationRefParamsSchema,
  locationRefSchema,
  regionDetailSchema,
  regionListQuerySchema,
  regionListSchema,
  regionParamsSchema,
} from '@divespot/shared/locations';
import type { CountryService } from './countries.service.ts';
import type { LocationRefService } from './location-refs.service.ts';

const errors = { 400: errorBodySchema, 404: errorBodySchema };
const tags = ['locations'];

/** Places change only when data is imported; a few minutes of caching spares the database. */
const cacheable = (reply: FastifyReply) =>
  void reply.header('Cache-Control', 'public, max-age=300');

export const countryRoutes =
  (countries: CountryService, refs: LocationRefService): FastifyPluginAsyncZod =>
  (app) => {
    app.get(
      '/api/countries',
      {
        schema: {
          tags,
          summary: 'Countries, sorted by name, with spot, region and dive-center counts',
          querystring: countryListQuerySchema,
          response: { 200: countryListSchema, 400: errorBodySchema },
        },
      },
      async (request, reply) => {
        cacheable(reply);
        return { content: await countries.listCountries(request.query) };
      },
    );
    app.get(
      '/api/countries/:country',
      {
        schema: {
          tags,
          summary: 'A country by slug, ISO code or id, with its regions and best-rated spots',
          params: countryParamsSchema,
          querystring: languageQuerySchema,
          response: { 200: countryDetailSchema, ...errors },
        },
      },
      (request, reply) => {
        cacheable(reply);
        return countries.getCountry(request.params.country, request.query.lang);
      },
    );
    app.get(
      '/api/countries/:country/regions',
      {
        schema: {
          tags,
          summary: 'The dive regions of a country (slug, ISO code or id)',
          params: countryParamsSchema,
          querystring: languageQuerySchema,
          response: { 200: regionListSchema, ...errors },
        },
      },
      async (request, reply) => {
        cacheable(reply);
        return {
          content: await countries.listCountryRegions(request.params.country, request.query.lang),
        };
      },
    );
    app.get(
      '/api/countries/:country/regions/:region',
      {
        schema: {
          tags,
          summary: 'A dive region of a country, with its spots and most seen species',
          params: countryRegionParamsSchema,
          querystring: languageQuerySchema,
          response: { 200: regionDetailSchema, ...errors },
        },
      },
      (request, reply) => {
        cacheable(reply);
        const { country, region } = request.params;
        return countries.getCountryRegion(country, region, request.query.lang);
      },
    );
    app.get(
      '/api/regions',
      {
        schema: {
          tags,
          summary: 'Dive regions, sorted by name, optionally of one country',
          querystring: regionListQuerySchema,
          response: { 200: regionListSchema, ...errors },
        },
      },
      async (request, reply) => {
        cacheable(reply);
        return { content: await countries.listRegions(request.query) };
      },
    );
    app.get(
      '/api/regions/:region',
      {
        schema: {
          tags,
          summary: 'A dive region by slug or id, with its spots and most seen species',
          params: regionParamsSchema,
          querystring: languageQuerySchema,
          response: { 200: regionDetailSchema, ...errors },
        },
      },
      (request, reply) => {
        cacheable(reply);
        return countries.getRegion(request.params.region, request.query.lang);
      },
    );
    app.get(
      '/api/locations/:type/:id',
      {
        schema: {
          tags,
          summary: 'Where a generic /locations/{type}/{id} link leads (the record’s own page)',
          params: locationRefParamsSchema,
          response: { 200: locationRefSchema, ...errors },
        },
      },
      (request, reply) => {
        cacheable(reply);
        return refs.get(request.params.type, request.params.id);
      },
    );
    return Promise.resolve();
  };
