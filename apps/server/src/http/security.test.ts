import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/env.ts';
import { buildServer } from '../app/server.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { AFTER_PAINT_CSP_SOURCE } from './after-paint.ts';
import { helmetHeaders } from './security.ts';

const STYLE_URL = 'https://tiles.example.org/styles/liberty/style.json';
const BASE_ENV = { NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent-web-dist', LOG_LEVEL: 'silent' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAP_STYLE_URL: STYLE_URL });
});
afterAll(() => t.close());

/** The Content-Security-Policy of the explore page, directive by directive. */
async function pagePolicy(app = t.app): Promise<Map<string, string[]>> {
  const res = await app.inject({ method: 'GET', url: '/explore' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  const header = String(res.headers['content-security-policy']);
  return new Map(
    header.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** The same database served with other map settings. */
async function withEnv<T>(env: Record<string, string>, use: (app: TestApp['app']) => Promise<T>) {
  const config = loadConfig({ ...BASE_ENV, ...env });
  const app = await buildServer({ config, db: t.database.db, dbKind: t.database.kind });
  try {
    return await use(app);
  } finally {
    await app.close();
  }
}

describe('Content-Security-Policy and the basemap', () => {
  it("lets the map fetch a hosted style's files and images from the MAP_STYLE_URL origin", async () => {
    const policy = await pagePolicy();
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://tiles.example.org']);
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tiles.example.org',
    ]);
    // MapLibre's worker: a same-origin script, or a blob: one.
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    // Scripts from this server only, and the one inline starter of a prerendered page's scripts.
    expect(policy.get('script-src')).toEqual(["'self'", AFTER_PAINT_CSP_SOURCE]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('allows no other origin with the offline basemap', async () => {
    const policy = await withEnv({}, (app) => pagePolicy(app));
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect([...policy.values()].flat().join(' ')).not.toContain('example.org');
  });

  it('adds MAP_ORIGINS, for a style whose tiles, glyphs or sprites live elsewhere', async () => {
    const policy = await withEnv(
      {
        MAP_STYLE_URL: 'http://localhost:8080/style.json?key=abc',
        MAP_ORIGINS:
          ' https://*.tiles.example.net, https://fonts.example.com/glyphs/{fontstack}/{range}.pbf,,http://localhost:8080',
      },
      (app) => pagePolicy(app),
    );
    const origins = [
      'http://localhost:8080',
      'https://*.tiles.example.net',
      'https://fonts.example.com',
    ];
    expect(policy.get('connect-src')).toEqual(["'self'", ...origins]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...origins]);
  });

  it.each([
    ['MAP_ORIGINS', 'tiles.example.org'],
    ['MAP_ORIGINS', 'https://tiles.example.org,ftp://files.example.org'],
    ['MAP_ORIGINS', "https://a;script-src 'unsafe-inline'"],
    ['MAP_STYLE_URL', 'https://tiles;example.org/style.json'],
  ])('refuses %s=%s at start-up, so nothing odd reaches the header', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}: expected`));
  });
});

describe('security headers', () => {
  /** What helmet's own middleware sets on a real response for the same options. */
  async function helmetOnARealResponse(options: HelmetOptions): Promise<Record<string, string>> {
    const server = createServer((req, res) => {
      helmet(options)(req, res, () => res.end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/`);
      const wanted = Object.keys(helmetHeaders(options));
      return Object.fromEntries(wanted.map((name) => [name, res.headers.get(name) ?? '']));
    } finally {
      server.close();
    }
  }

  it('are the ones helmet sets, worked out once', async () => {
    const options: HelmetOptions = {
      contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'self'"] } },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    };
    const headers = helmetHeaders(options);
    expect(Object.keys(headers).length).toBeGreaterThan(8);
    expect(headers['content-security-policy']).toBe("default-src 'self'");
    expect(headers).toEqual(await helmetOnARealResponse(options));
  });

  /** Every security header an answer carries, by name; CSP is checked on its own above. */
  const EXPECTED = {
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'permissions-policy':
      'geolocation=(self), accelerometer=(), autoplay=(), browsing-topics=(), camera=(), ' +
      'display-capture=(), encrypted-media=(), fullscreen=(), gyroscope=(), hid=(), ' +
      'magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), ' +
      'publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), ' +
      'xr-spatial-tracking=()',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  const SECURITY_HEADERS = [
    ...Object.keys(EXPECTED),
    'content-security-policy',
    'strict-transport-security',
    'x-powered-by',
  ];
  const securityHeaders = (headers: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(headers).filter(
        ([name]) => SECURITY_HEADERS.includes(name) && name !== 'content-security-policy',
      ),
    );

  it.each([
    ['an API answer', '/api/health/live', 200],
    ['a refused input', '/api/spot/map?n=x', 400],
    ['an unknown API path', '/api/nothing-here', 404],
    ['a page', '/about', 200],
  ])('come complete with %s', async (_what, url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    // Exactly this set: none missing, none changed, and nothing but HSTS added over HTTPS.
    expect(securityHeaders(res.headers)).toEqual(EXPECTED);
    // One frame policy: no framing, said by CSP and by the header older browsers read.
    const policy = String(res.headers['content-security-policy']);
    expect(policy.split(';').filter((d) => d.trim().startsWith('frame-ancestors'))).toEqual([
      "frame-ancestors 'none'",
    ]);
  });

  it('add HSTS when the public URL is https', async () => {
    const headers = await withEnv({ PUBLIC_URL: 'https://divespot.example.org' }, async (app) => {
      const res = await app.inject({ method: 'GET', url: '/api/health/live' });
      return res.headers;
    });
    expect(securityHeaders(headers)).toEqual({
      ...EXPECTED,
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
    expect(String(headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});
