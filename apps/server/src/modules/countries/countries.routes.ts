import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { CountryService } from './countries.service.ts';
import type { LocationRefService } from './location-refs.service.ts';

const tags = ['locations'];

/** Places change only when data is imported; a few minutes of caching spares the database. */
const cacheable = (reply: FastifyReply) =>
  void reply.header('Cache-Control', 'public, max-age=300');

export const countryRoutes =
  (countries: CountryService, refs: LocationRefService): FastifyPluginAsyncZod =>
  (app) => {
    route(
      app,
      'countries',
      {
        tags,
        summary: 'Countries, sorted by name, with spot, region and dive-center counts',
      },
      async (request, reply) => {
        cacheable(reply);
        return { content: await countries.listCountries(request.query) };
      },
    );
    route(
      app,
      'country',
      {
        tags,
        summary: 'A country by slug, ISO code or id, with its regions and best-rated spots',
      },
      (request, reply) => {
        cacheable(reply);
        return countries.getCountry(request.params.country, request.query.lang);
      },
    );
    route(
      app,
      'countryRegions',
      {
        tags,
        summary: 'The dive regions of a country (slug, ISO code or id)',
      },
      async (request, reply) => {
        cacheable(reply);
        return {
          content: await countries.listCountryRegions(request.params.country, request.query.lang),
        };
      },
    );
    route(
      app,
      'countryRegion',
      {
        tags,
        summary: 'A dive region of a country, with its spots and most seen species',
      },
      (request, reply) => {
        cacheable(reply);
        const { country, region } = request.params;
        return countries.getCountryRegion(country, region, request.query.lang);
      },
    );
    route(
      app,
      'regions',
      {
        tags,
        summary: 'Dive regions, sorted by name, optionally of one country',
      },
      async (request, reply) => {
        cacheable(reply);
        return { content: await countries.listRegions(request.query) };
      },
    );
    route(
      app,
      'region',
      {
        tags,
        summary: 'A dive region by slug or id, with its spots and most seen species',
      },
      (request, reply) => {
        cacheable(reply);
        return countries.getRegion(request.params.region, request.query.lang);
      },
    );
    route(
      app,
      'locationRef',
      {
        tags,
        summary: 'Where a generic /locations/{type}/{id} link leads (the record’s own page)',
      },
      (request, reply) => {
        cacheable(reply);
        return refs.get(request.params.type, request.params.id);
      },
    );
    return Promise.resolve();
  };
