import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessageCreatedSchema, contactMessageInputSchema } from '@divespot/shared/contact';
import { errorBodySchema } from '@divespot/shared/errors';
import type { ContactService } from './contact.service.ts';

export const contactRoutes =
  (contact: ContactService): FastifyPluginAsyncZod =>
  (app) => {
    app.post(
      '/api/contact',
      {
        bodyLimit: 64 * 1024,
        schema: {
          tags: ['contact'],
          summary: 'Send a message to the DiveSpot team',
          description:
            '429 (with `Retry-After` and `detail.retryAfterSeconds`) after 10 messages from one address or 5 from one e-mail address in 10 minutes.',
          body: contactMessageInputSchema,
          response: {
            201: contactMessageCreatedSchema,
            400: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const sender = { ip: request.ip, userAgent: request.headers['user-agent'] };
        const created = await contact.submitContactMessage(reply, sender, request.body);
        return reply.status(201).send(created);
      },
    );
    return Promise.resolve();
  };
