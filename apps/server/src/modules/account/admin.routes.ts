import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { AdminService } from './admin.service.ts';

/**
 * The console's users section (docs/product/admin.md): any role containing 'admin'
 * (docs/product/roles.md); 401 signed out, 403 otherwise, before any input is looked at.
 */
export const adminRoutes =
  (admin: AdminService, auth: AuthService): FastifyPluginAsyncZod =>
  (app) => {
    const guarded = { onRequest: auth.adminOnly, tags: ['admin'] };
    route(
      app,
      'adminUsers',
      { ...guarded, summary: 'Accounts, found by e-mail or name, one page at a time' },
      (request) => admin.listUsers(request.query),
    );
    route(
      app,
      'adminUserRole',
      {
        ...guarded,
        summary: 'Grant or revoke the admin role',
        description: '409 `LAST_ADMIN` when the last enabled admin would revoke their own role.',
      },
      async (request) =>
        admin.setAdmin(await auth.requireAdmin(request), request.params.id, request.body.admin),
    );
    route(
      app,
      'adminUserDisabled',
      {
        ...guarded,
        summary: 'Disable or enable an account',
        description:
          "Disabling ends the account's sessions at once and refuses its sign-ins; 409 `OWN_ACCOUNT` for the admin's own account.",
      },
      async (request) =>
        admin.setDisabled(
          await auth.requireAdmin(request),
          request.params.id,
          request.body.disabled,
          auth,
        ),
    );
    return Promise.resolve();
  };
