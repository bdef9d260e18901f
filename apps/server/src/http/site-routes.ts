import type { FastifyPluginAsync } from 'fastify';
import { PAGE_ROUTES } from '@divespot/shared/routes';
import type { Config } from '../config/env.ts';
import type { ContentVersion } from '../db/content-version.ts';
import { buildXml, xmlText } from '../lib/xml.ts';
import type { SitemapSource } from './page-heads.ts';

/**
 * robots.txt and a sitemap of the indexable pages (static pages plus every content page the
 * sources list), with absolute URLs from PUBLIC_URL.
 */
export const siteRoutes =
  (config: Config, sources: SitemapSource[] = [], content?: ContentVersion): FastifyPluginAsync =>
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
    const buildSitemap = async () => {
      const dynamic = (await Promise.all(sources.map((source) => source()))).flat();
      // Each path once: a feature may list a page the route table has too (the blog's index).
      const unique = new Set([...staticPages.map((r) => r.pattern), ...dynamic]);
      // The sitemap protocol allows 50,000 URLs per file.
      const paths = [...unique].slice(0, 50_000);
      return buildXml({
        urlset: {
          '@_xmlns': 'http://www.sitemaps.org/schemas/sitemap/0.9',
          url: paths.map((p) => ({ loc: xmlText(config.publicUrl + p) })),
        },
      });
    };
    // Built once per content counter (db/content-version.ts), and at least every ten minutes.
    let cached: { at: number; version: number; xml: Promise<string> } | undefined;
    const sitemap = async () => {
      const version = (await content?.current()) ?? 0;
      if (!cached || cached.version !== version || Date.now() - cached.at > 600_000) {
        const xml = buildSitemap();
        cached = { at: Date.now(), version, xml };
        xml.catch(() => (cached = undefined));
      }
      return cached.xml;
    };

    const cache = 'public, max-age=3600';
    app.get('/robots.txt', { schema: { hide: true } }, (_req, reply) =>
      reply.type('text/plain; charset=utf-8').header('Cache-Control', cache).send(robots),
    );
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', cache)
        .send(await sitemap()),
    );
    return Promise.resolve();
  };
