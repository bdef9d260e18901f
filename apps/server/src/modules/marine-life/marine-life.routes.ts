import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { MarineLifeService } from './marine-life.service.ts';

const tags = ['marine life'];
/** Species data changes only with a re-seed or import; a few minutes of caching is harmless. */
const CACHE = 'public, max-age=300';

export const marineLifeRoutes =
  (guide: MarineLifeService): FastifyPluginAsyncZod =>
  (app) => {
    route(
      app,
      'speciesList',
      {
        tags,
        summary: 'The marine life guide: species by group, IUCN status or name, paged',
        description: 'Most widely seen first; with `q`, names starting with it come first.',
      },
      (request) => guide.listSpecies(request.query),
    );
    route(
      app,
      'speciesGroups',
      {
        tags,
        summary: 'Species groups in the data with their species counts (guide filters)',
      },
      async (_request, reply) => {
        void reply.header('Cache-Control', CACHE);
        return { content: await guide.getGroupCounts() };
      },
    );
    route(
      app,
      'speciesSearch',
      {
        tags,
        summary: 'Species by common or scientific name (accent-insensitive, prefixes first)',
        description: 'An empty `q` answers `{ content: [] }`.',
      },
      async (request) => ({
        content: await guide.searchSpeciesByName(
          request.query.q,
          request.query.limit,
          request.query.lang,
        ),
      }),
    );
    route(
      app,
      'speciesNearby',
      {
        tags,
        summary: 'Species seen at spots near a point, seen at the most of them first',
      },
      async (request) => ({ content: await guide.getNearbySpecies(request.query) }),
    );
    route(
      app,
      'speciesFeatured',
      {
        tags,
        summary: 'A deterministic handful of charismatic, widely seen species',
      },
      async (request, reply) => {
        void reply.header('Cache-Control', CACHE);
        return { content: await guide.getFeaturedSpecies(request.query.limit, request.query.lang) };
      },
    );
    route(
      app,
      'speciesMap',
      {
        tags,
        summary: "One species' sighting spots as GeoJSON, by `id` or `slug`",
        description: 'Points are `[lng, lat]`; each feature carries the months it is seen.',
      },
      (request) => {
        const { id, slug, lang } = request.query;
        return guide.getSpeciesMap(id !== undefined ? { id } : { slug: slug ?? '' }, lang);
      },
    );
    route(
      app,
      'speciesById',
      {
        tags,
        summary: 'A species by id, with where and when divers see it',
      },
      (request) => guide.getSpecies({ id: request.params.id }, request.query.lang),
    );
    route(
      app,
      'speciesBySlug',
      {
        tags,
        summary: 'A species by slug, with where and when divers see it',
      },
      (request) => guide.getSpecies({ slug: request.params.slug }, request.query.lang),
    );
    return Promise.resolve();
  };
