import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { featuredDestinationListSchema } from '@divespot/shared/destinations';
import type { AppContext } from '../../http/app-context.ts';
import { listFeaturedDestinations } from './destinations.repository.ts';

export const destinationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  (app) => {
    app.get(
      '/api/destinations/featured',
      {
        schema: {
          tags: ['locations'],
          summary: 'Destinations featured on the home and 404 pages',
          response: { 200: featuredDestinationListSchema },
        },
      },
      async (_request, reply) => {
        void reply.header('Cache-Control', 'public, max-age=300');
        return { content: await listFeaturedDestinations(ctx.db) };
      },
    );
    return Promise.resolve();
  };
