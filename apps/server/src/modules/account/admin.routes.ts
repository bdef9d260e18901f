import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminUserListSchema } from '@divespot/shared/account';
import { errorBodySchema } from '@divespot/shared/errors';
import type { AuthService } from '../auth/auth.service.ts';
import type { AdminService } from './admin.service.ts';

/**
 * Admin console calls: any role containing 'admin' (SPEC §6); 401 signed out, 403 otherwise,
 * before any input is looked at.
 */
export const adminRoutes =
  (admin: AdminService, auth: AuthService): FastifyPluginAsyncZod =>
  (app) => {
    app.get(
      '/api/admin/users',
      {
        onRequest: auth.adminOnly,
        schema: {
          tags: ['admin'],
          summary: 'The newest 200 accounts',
          response: { 200: adminUserListSchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      () => admin.listNewestUsers(),
    );
    return Promise.resolve();
  };
