import Fastify from 'fastify';
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
});
