import { defineFeature } from '../../http/feature.ts';
import { registerAccounts } from './account.module.ts';

/**
 * Accounts: registration, sign-in (password and Google), profile and the admin calls, sharing one
 * AuthService; on start, ADMIN_EMAIL/ADMIN_PASSWORD make the first admin.
 */
export const accountsFeature = defineFeature('accounts', async (app, { ctx }) => {
  await registerAccounts(app, ctx);
});
