import { defineFeature } from '../../http/feature.ts';
import { articleHeads, articleSitemap } from './articles.head.ts';
import { articleRoutes } from './articles.routes.ts';
import { ArticleService } from './articles.service.ts';
import { relatedCards } from './related-cards.ts';

/** Articles (the blog): their API, Atom feed, page heads and sitemap entries. */
export const articlesFeature = defineFeature('articles', async (app, { ctx, site }) => {
  const articles = new ArticleService(ctx.db, relatedCards(ctx.db, ctx.texts));
  await app.register(articleRoutes(articles, ctx.config.publicUrl));
  site.addPageHeads(articleHeads(articles, ctx.config.publicUrl));
  site.addSitemapSource(articleSitemap(articles));
});
