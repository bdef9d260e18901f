import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ContactInbox } from './contact-inbox.service.ts';

/** The console's messages section: admin only (401 signed out, 403 otherwise). */
export const contactInboxRoutes =
  (inbox: ContactInbox, auth: AuthService): FastifyPluginAsyncZod =>
  (app) => {
    const guarded = { onRequest: auth.adminOnly, tags: ['admin'] };
    route(
      app,
      'adminMessages',
      { ...guarded, summary: "The contact form's messages, newest first" },
      (request) => inbox.list(request.query),
    );
    route(
      app,
      'adminMessageStatus',
      { ...guarded, summary: 'Mark a message new, answered or archived' },
      async (request) =>
        inbox.setStatus(await auth.requireAdmin(request), request.params.id, request.body.status),
    );
    return Promise.resolve();
  };
