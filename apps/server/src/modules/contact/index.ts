import { defineFeature } from '../../http/feature.ts';
import { contactRoutes } from './contact.routes.ts';
import { ContactService } from './contact.service.ts';

/** The contact form (docs/product/screens.md /contact): messages to the team, with their own rate limits. */
export const contactFeature = defineFeature('contact', async (app, { ctx }) => {
  await app.register(contactRoutes(new ContactService(ctx.db, ctx.now)));
});
