import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { featuredDestinationListSchema } from '@divespot/shared/destinations';
import type { DestinationService } from './destinations.service.ts';

export const destinationRoutes =
  (destinations: DestinationService): FastifyPluginAsyncZod =>
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
        return { content: await destinations.featured() };
      },
    );
    return Promise.resolve();
  };
