import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/app-context.ts';
import { AuthService } from '../auth/auth.service.ts';
import { createMailer } from '../mail/mail.service.ts';
import { profileRoutes } from '../profile/profile.routes.ts';
import { adminRoutes } from './admin.routes.ts';
import { ensureAdmin } from './admin.service.ts';
import { accountRoutes } from './account.routes.ts';
import { AccountService } from './account.service.ts';
import { googleRoutes } from './google.routes.ts';
import { GoogleSignIn } from './google.service.ts';
import { RegistrationCodes } from './registration.service.ts';

/**
 * Accounts, sign-in, profile and admin calls, sharing one AuthService. On start (after the
 * migrations), ADMIN_EMAIL/ADMIN_PASSWORD make the first admin.
 */
export async function registerAccounts(app: FastifyInstance, ctx: AppContext) {
  const auth = new AuthService(ctx.db, ctx.config);
  const mailer = createMailer(ctx.config, app.log);
  const codes = new RegistrationCodes(auth, mailer);
  const accounts = new AccountService(auth, codes, mailer, app.log);
  app.addHook('onReady', async () => {
    if (await ensureAdmin(ctx.db, ctx.config.admin))
      app.log.info({ email: ctx.config.admin?.email }, 'admin account created');
  });
  const google = ctx.config.google
    ? new GoogleSignIn(ctx.config.google, ctx.config.publicUrl, auth, accounts, app.log)
    : undefined;
  await app.register(accountRoutes(ctx, { auth, codes, accounts }));
  await app.register(googleRoutes(google));
  await app.register(profileRoutes(ctx, auth));
  await app.register(adminRoutes(ctx, auth));
  return auth;
}
