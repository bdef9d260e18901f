import { defineFeature } from '../../http/feature.ts';
import { authService } from '../auth/index.ts';
import { listHeads } from './lists.head.ts';
import { listRoutes } from './lists.routes.ts';
import { ListService } from './lists.service.ts';

/**
 * Lists of saved items (`/api/bookmarks/…` in the API, `/collections` in page URLs; see
 * docs/glossary.md): their calls, exports and the page heads of public lists.
 */
export const listsFeature = defineFeature('lists', async (app, { ctx, site }) => {
  const lists = new ListService(ctx.db, ctx.texts);
  await app.register(listRoutes(lists, authService(ctx), ctx.config.publicUrl));
  site.addPageHeads(listHeads(lists, ctx.config.publicUrl));
});
