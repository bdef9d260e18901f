import type { FastifyPluginAsync } from 'fastify';
import { PAGE_ROUTES } from '@divespot/shared/routes';
import type { Config } from '../../config/env.ts';

/** robots.txt and a sitemap of the indexable pages, with absolute URLs from PUBLIC_URL. */
export const siteRoutes =
  (config: Config): FastifyPluginAsync =>
  (app) => {
    const staticPages = PAGE_ROUTES.filter(
      (r) => r.indexable && !r.pattern.includes(':') && !r.pattern.includes('*'),
    );
    const robots = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /admin',
      'Disallow: /profile',
      'Disallow: /collections',
      '',
      `Sitemap: ${config.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
    const sitemap = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...staticPages.map((r) => `  <url><loc>${config.publicUrl}${r.pattern}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n');

    const cache = 'public, max-age=3600';
    app.get('/robots.txt', { schema: { hide: true } }, (_req, reply) =>
      reply.type('text/plain; charset=utf-8').header('Cache-Control', cache).send(robots),
    );
    app.get('/sitemap.xml', { schema: { hide: true } }, (_req, reply) =>
      reply.type('application/xml; charset=utf-8').header('Cache-Control', cache).send(sitemap),
    );
    return Promise.resolve();
  };
