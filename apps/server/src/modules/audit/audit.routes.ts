import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { AuditLog } from './audit.service.ts';

/** The console's audit log (docs/product/admin.md): admin only. */
export const auditRoutes =
  (log: AuditLog, auth: AuthService): FastifyPluginAsyncZod =>
  (app) => {
    route(
      app,
      'adminAudit',
      {
        onRequest: auth.adminOnly,
        tags: ['admin'],
        summary: 'Every change made by an admin, newest first',
      },
      (request) => log.list(request.query),
    );
    return Promise.resolve();
  };
