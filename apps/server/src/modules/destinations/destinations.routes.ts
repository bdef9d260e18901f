import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { DestinationService } from './destinations.service.ts';

export const destinationRoutes =
  (destinations: DestinationService): FastifyPluginAsyncZod =>
  (app) => {
    route(
      app,
      'featuredDestinations',
      {
        tags: ['locations'],
        summary: 'Destinations featured on the home and 404 pages',
      },
      async (_request, reply) => {
        void reply.header('Cache-Control', 'public, max-age=300');
        return { content: await destinations.featured() };
      },
    );
    return Promise.resolve();
  };
