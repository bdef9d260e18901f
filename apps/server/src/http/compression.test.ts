import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSpot } from '../test/builders/build-spot.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let dist: string;

// A build whose page and script are well above the compression threshold, as the real ones are.
const STYLE = `.card{margin:0 auto;padding:1rem}\n`.repeat(200);
const SCRIPT = `console.log(${'"reef"+'.repeat(2000)}"");`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'divespot-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><!--head:start--><title>x</title><!--head:end-->' +
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-1.css'), STYLE);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', css: ['assets/index-1.css'] },
    }),
  );
  t = await createTestApp(
    { WEB_DIST_DIR: dist, PUBLIC_URL: 'https://divespot.test' },
    { seed: false },
  );
  await buildSpot(t.database.db, { slug: 'ss-thistlegorm', name: 'SS Thistlegorm' });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

type Reply = Awaited<ReturnType<typeof get>>;

/** The body as the client reads it, after undoing the Content-Encoding. */
function decoded(res: Reply): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  return res.body;
}

const varyNames = (res: Reply) =>
  String(res.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());

/** Pages differ by language too (the server picks it from the cookie and Accept-Language). */
const PAGE_VARY = ['accept-language', 'cookie', 'accept-encoding'];

describe('compression', () => {
  it.each(['br', 'gzip'])('sends pages as %s, smaller, with Vary: Accept-Encoding', async (enc) => {
    for (const url of ['/about', '/spots/ss-thistlegorm', '/no-such-page']) {
      const res = await get(url, `${enc}, identity`);
      expect(res.statusCode, url).toBe(url === '/no-such-page' ? 404 : 200);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['content-encoding'], url).toBe(enc);
      expect(varyNames(res), url).toEqual(PAGE_VARY);
      const html = decoded(res);
      expect(html, url).toContain('</html>');
      expect(res.rawPayload.length, url).toBeLessThan(Buffer.byteLength(html) / 4);
    }
  });

  it('prefers brotli when the client takes both, as browsers do', async () => {
    const res = await get('/explore', 'gzip, deflate, br, zstd');
    expect(res.headers['content-encoding']).toBe('br');
    expect(decoded(res)).toContain('<title>');
  });

  it.each(['br', 'gzip'])('sends JSON as %s with Vary: Accept-Encoding', async (enc) => {
    const res = await get('/api/openapi.json', enc);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(enc);
    expect(varyNames(res)).toEqual(['accept-encoding']);
    expect(JSON.parse(decoded(res))).toHaveProperty('openapi');
  });

  it('compresses hashed assets and keeps their year-long immutable caching', async () => {
    const res = await get('/assets/index-abc123.js', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varyNames(res)).toEqual(['accept-encoding']);
    expect(decoded(res)).toBe(SCRIPT);
  });

  it('sends text as is to a client that takes no compression, still naming Vary', async () => {
    for (const url of ['/about', '/api/openapi.json', '/assets/index-abc123.js']) {
      const res = await get(url);
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(varyNames(res), url).toEqual(url === '/about' ? PAGE_VARY : ['accept-encoding']);
    }
  });

  it('names Vary on small answers left uncompressed too', async () => {
    const res = await get('/api/health', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(varyNames(res)).toEqual(['accept-encoding']);
  });
});
