import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessageCreatedSchema, contactMessageInputSchema } from '@divespot/shared/contact';
import { errorBodySchema } from '@divespot/shared/errors';
import type { AppContext } from '../../server.ts';
import { submitContactMessage } from './contact.service.ts';

export const contactRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  (app) => {
    app.post(
      '/api/contact',
      {
        bodyLimit: 64 * 1024,
        schema: {
          tags: ['contact'],
          summary: 'Send a message to the DiveSpot team',
          body: contactMessageInputSchema,
          response: { 201: contactMessageCreatedSchema, 400: errorBodySchema },
        },
      },
      async (request, reply) => {
        const created = await submitContactMessage(
          ctx.db,
          request.body,
          request.headers['user-agent'],
        );
        return reply.status(201).send(created);
      },
    );
    return Promise.resolve();
  };
