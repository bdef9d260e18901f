import { defineFeature } from '../../http/feature.ts';
import { authService } from '../auth/index.ts';
import { bookmarkHeads } from './bookmarks.head.ts';
import { bookmarkRoutes } from './bookmarks.routes.ts';
import { BookmarkService } from './bookmarks.service.ts';

/**
 * Lists of saved items (`/api/bookmarks/…` in the API, `/collections` in page URLs; see
 * docs/glossary.md): their calls, exports and the page heads of public lists.
 */
export const listsFeature = defineFeature('lists', async (app, { ctx, site }) => {
  const lists = new BookmarkService(ctx.db, ctx.texts);
  await app.register(bookmarkRoutes(lists, authService(ctx), ctx.config.publicUrl));
  site.addPageHeads(bookmarkHeads(lists, ctx.config.publicUrl));
});
