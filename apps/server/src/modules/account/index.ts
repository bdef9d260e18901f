import { defineFeature } from '../../http/feature.ts';
import { ArticleEditor } from '../articles/article-editor.ts';
import { articleAdminRoutes } from '../articles/articles-admin.routes.ts';
import { authService } from '../auth/index.ts';
import { createMailer } from '../mail/mail.service.ts';
import { accountRoutes } from './account.routes.ts';
import { AccountService } from './account.service.ts';
import { adminRoutes } from './admin.routes.ts';
import { AdminService } from './admin.service.ts';
import { googleRoutes } from './google.routes.ts';
import { GoogleSignIn } from './google.service.ts';
import { RegistrationCodes } from './registration.service.ts';

/**
 * Accounts: registration, sign-in (password and Google) and the admin calls (articles among
 * them), with the sign-in checks every signed-in feature shares (modules/auth); on start (after the migrations), ADMIN_EMAIL/ADMIN_PASSWORD make the first admin.
 */
export const accountsFeature = defineFeature('accounts', async (app, { ctx }) => {
  const auth = authService(ctx);
  const mailer = createMailer(ctx.config, app.log);
  const codes = new RegistrationCodes(auth, mailer);
  const accounts = new AccountService(auth, codes, mailer, app.log);
  const admin = new AdminService(ctx.db);
  const google = ctx.config.google
    ? new GoogleSignIn(ctx.config.google, ctx.config.publicUrl, auth, accounts, app.log)
    : undefined;
  app.addHook('onReady', async () => {
    if (await admin.ensureAdmin(ctx.config.admin))
      app.log.info({ email: ctx.config.admin?.email }, 'admin account created');
  });
  await app.register(accountRoutes({ auth, codes, accounts }, { google: google !== undefined }));
  await app.register(googleRoutes(google));
  await app.register(adminRoutes(admin, auth));
  await app.register(articleAdminRoutes(new ArticleEditor(ctx.db, ctx.texts.content), auth));
});
