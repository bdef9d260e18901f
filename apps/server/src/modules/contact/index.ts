import { defineFeature } from '../../http/feature.ts';
import { authService } from '../auth/index.ts';
import { ContactInbox } from './contact-inbox.service.ts';
import { contactInboxRoutes } from './contact-inbox.routes.ts';
import { contactRoutes } from './contact.routes.ts';
import { ContactService } from './contact.service.ts';

/**
 * The contact form (docs/product/screens.md /contact): messages to the team, with their own rate
 * limits, and the console's inbox of them (docs/product/admin.md).
 */
export const contactFeature = defineFeature('contact', async (app, { ctx }) => {
  await app.register(contactRoutes(new ContactService(ctx.db, ctx.now)));
  await app.register(contactInboxRoutes(new ContactInbox(ctx.db), authService(ctx)));
});
