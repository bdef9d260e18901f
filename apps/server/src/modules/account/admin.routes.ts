import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { AdminService } from './admin.service.ts';

/**
 * Admin console calls: any role containing 'admin' (docs/product/roles.md); 401 signed out, 403 otherwise,
 * before any input is looked at.
 */
export const adminRoutes =
  (admin: AdminService, auth: AuthService): FastifyPluginAsyncZod =>
  (app) => {
    route(
      app,
      'adminUsers',
      {
        onRequest: auth.adminOnly,
        tags: ['admin'],
        summary: 'The newest 200 accounts',
      },
      () => admin.listNewestUsers(),
    );
    return Promise.resolve();
  };
