import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { ContactService } from './contact.service.ts';

export const contactRoutes =
  (contact: ContactService): FastifyPluginAsyncZod =>
  (app) => {
    route(
      app,
      'contactCreate',
      {
        bodyLimit: 64 * 1024,
        tags: ['contact'],
        summary: 'Send a message to the DiveSpot team',
        description:
          '429 (with `Retry-After` and `detail.retryAfterSeconds`) after 10 messages from one address or 5 from one e-mail address in 10 minutes.',
      },
      async (request, reply) => {
        const sender = { ip: request.ip, userAgent: request.headers['user-agent'] };
        const created = await contact.submitContactMessage(reply, sender, request.body);
        return reply.status(201).send(created);
      },
    );
    return Promise.resolve();
  };
