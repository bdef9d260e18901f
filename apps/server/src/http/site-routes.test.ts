import Fastify from 'fastify';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/test-app.ts';
import { siteRoutes } from './site-routes.ts';

describe('sitemap.xml', () => {
  it('lists a path once when the route table and a feature both name it', async () => {
    const app = Fastify();
    const config = testConfig({ PUBLIC_URL: 'https://divespot.test' });
    await app.register(siteRoutes(config, [() => Promise.resolve(['/about', '/blog', '/blog'])]));
    try {
      const { body } = await app.inject({ method: 'GET', url: '/sitemap.xml' });
      const count = (loc: string) =>
        body.split(`<loc>https://divespot.test${loc}</loc>`).length - 1;
      expect(count('/about')).toBe(1);
      expect(count('/blog')).toBe(1);
      expect(count('/explore')).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('is a well-formed sitemap whose addresses read back as given', async () => {
    const app = Fastify();
    const config = testConfig({ PUBLIC_URL: 'https://divespot.test' });
    await app.register(siteRoutes(config, [() => Promise.resolve(["/blog/fish-&-chips-<'\"'>"])]));
    try {
      const { body } = await app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(body).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
      );
      expect(XMLValidator.validate(body)).toBe(true);
      const { urlset } = new XMLParser().parse(body) as { urlset: { url: { loc: string }[] } };
      expect(urlset.url.map((u) => u.loc)).toContain(
        `https://divespot.test/blog/fish-&-chips-<'"'>`,
      );
      expect(body).toContain(
        '<loc>https://divespot.test/blog/fish-&amp;-chips-&lt;&apos;&quot;&apos;&gt;</loc>',
      );
    } finally {
      await app.close();
    }
  });
});
