import { defineFeature } from '../../http/feature.ts';
import { ArticleEditor } from '../articles/article-editor.ts';
import { articleAdminRoutes } from '../articles/articles-admin.routes.ts';
import { AuthService } from '../auth/auth.service.ts';
import { bookmarkHeads } from '../bookmarks/bookmarks.head.ts';
import { bookmarkRoutes } from '../bookmarks/bookmarks.routes.ts';
import { BookmarkService } from '../bookmarks/bookmarks.service.ts';
import { createFileStorage } from '../images/image-storage.ts';
import { createMailer } from '../mail/mail.service.ts';
import { profileRoutes } from '../profile/profile.routes.ts';
import { ProfileService } from '../profile/profile.service.ts';
import { accountRoutes } from './account.routes.ts';
import { AccountService } from './account.service.ts';
import { adminRoutes } from './admin.routes.ts';
import { AdminService } from './admin.service.ts';
import { googleRoutes } from './google.routes.ts';
import { GoogleSignIn } from './google.service.ts';
import { RegistrationCodes } from './registration.service.ts';

/**
 * Accounts: registration, sign-in (password and Google), profile, lists and the admin calls (articles among them), sharing one
 * AuthService; on start (after the migrations), ADMIN_EMAIL/ADMIN_PASSWORD make the first admin.
 */
export const accountsFeature = defineFeature('accounts', async (app, { ctx, site }) => {
  const auth = new AuthService(ctx.db, ctx.config);
  const mailer = createMailer(ctx.config, app.log);
  const codes = new RegistrationCodes(auth, mailer);
  const accounts = new AccountService(auth, codes, mailer, app.log);
  const admin = new AdminService(ctx.db);
  const profiles = new ProfileService(ctx.db, createFileStorage(ctx.config.uploadsDir));
  const google = ctx.config.google
    ? new GoogleSignIn(ctx.config.google, ctx.config.publicUrl, auth, accounts, app.log)
    : undefined;
  app.addHook('onReady', async () => {
    if (await admin.ensureAdmin(ctx.config.admin))
      app.log.info({ email: ctx.config.admin?.email }, 'admin account created');
  });
  await app.register(accountRoutes({ auth, codes, accounts }, { google: google !== undefined }));
  await app.register(googleRoutes(google));
  await app.register(profileRoutes(profiles, auth));
  await app.register(adminRoutes(admin, auth));
  await app.register(articleAdminRoutes(new ArticleEditor(ctx.db), auth));
  const bookmarks = new BookmarkService(ctx.db, ctx.texts);
  await app.register(bookmarkRoutes(bookmarks, auth, ctx.config.publicUrl));
  site.addPageHeads(bookmarkHeads(bookmarks, ctx.config.publicUrl));
});
