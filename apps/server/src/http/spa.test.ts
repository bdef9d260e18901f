import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleKey } from '@divespot/shared/page-queries';
import { buildArticle } from '../test/builders/build-article.ts';
import { sentAnswer } from '../test/page-heads.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'divespot-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><!--head:start--><title>x</title><!--head:end-->' +
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>' +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dist, 'assets', 'index-abc123.js'),
    `console.log(${'1+'.repeat(2000)}1);`,
  );
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-abc123.js',
        imports: ['_react.js'],
        css: ['assets/index-1.css'],
      },
      '_react.js': { file: 'assets/react-1.js' },
      '_info.js': { file: 'assets/info-2.js', imports: ['_react.js'] },
      'src/routes/about.tsx': { file: 'assets/about-3.js', imports: ['_info.js', '_react.js'] },
      'src/routes/jobs.tsx': { file: 'assets/jobs-4.js', imports: ['_info.js', '_react.js'] },
      'virtual:catalog-area/en-US/shell': { file: 'assets/shell-5.js' },
      'virtual:catalog-area/en-US/info-jobs': { file: 'assets/info-jobs-6.js' },
      'virtual:catalog-area/de/shell': { file: 'assets/shell-7.js' },
      'virtual:catalog-area/de/info-jobs': { file: 'assets/info-jobs-8.js' },
    }),
  );
  mkdirSync(path.join(dist, 'prerender', 'en-US'), { recursive: true });
  mkdirSync(path.join(dist, 'prerender', 'de'));
  writeFileSync(path.join(dist, 'prerender', 'en-US', 'about.html'), '<h1>About DiveSpot</h1>');
  writeFileSync(path.join(dist, 'prerender', 'de', 'about.html'), '<h1>Über DiveSpot</h1>');
  writeFileSync(path.join(dist, 'prerender', 'en-US', 'explore.html'), '<div>The frame</div>');
  writeFileSync(path.join(dist, 'prerender', 'en-US', 'not-found.html'), '<h1>Page Not Found</h1>');
  writeFileSync(
    path.join(dist, 'prerender', 'de', 'not-found.html'),
    '<h1>Seite nicht gefunden</h1>',
  );
  // The message catalog areas of each page module ('info' has no chunk here: left out).
  writeFileSync(
    path.join(dist, 'prerender', 'route-areas.json'),
    JSON.stringify({ jobs: ['shell', 'info', 'info-jobs'] }),
  );
  writeFileSync(
    path.join(dist, 'prerender', 'heads.json'),
    JSON.stringify({
      de: {
        '/about': { title: 'Über DiveSpot · DiveSpot', description: 'Von Tauchern gemacht.' },
        '*': { title: 'Seite nicht gefunden · DiveSpot', description: 'Gibt es nicht.' },
      },
    }),
  );
  writeFileSync(path.join(dist, 'assets', 'index-1.css'), 'body{color:navy}');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'https://divespot.test' });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('pages', () => {
  it('injects the page title, description, canonical and Open Graph tags into /about', async () => {
    const res = await t.get('/about');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>About DiveSpot · DiveSpot</title>');
    expect(res.body).toMatch(/<meta name="description" content="DiveSpot is built by divers/);
    expect(res.body).toContain('<link rel="canonical" href="https://divespot.test/about" />');
    expect(res.body).toContain('<meta property="og:title" content="About DiveSpot · DiveSpot" />');
    expect(res.body).toContain('<meta property="og:url" content="https://divespot.test/about" />');
    expect(res.body).not.toContain('<title>x</title>');
    expect(res.body).not.toContain('noindex');
    expect(res.body).toContain('/assets/index-abc123.js');
  });

  it('sends the prerendered HTML of static pages inside the root element', async () => {
    expect((await t.get('/about')).body).toContain('<div id="root"><h1>About DiveSpot</h1></div>');
    expect((await t.get('/jobs')).body).toContain('<div id="root"></div>');
  });

  it('sends the prerendered 404 page, in the language, for a path outside the route table', async () => {
    const nope = await t.get('/nope/deeper');
    expect(nope.statusCode).toBe(404);
    expect(nope.body).toContain('<div id="root"><h1>Page Not Found</h1></div>');
    // Its scripts start after its first paint, as a static page's.
    expect(nope.body).toContain('id="after-paint"');
    const german = await t.get('/nope', { 'accept-language': 'de' });
    expect(german.body).toContain('<div id="root"><h1>Seite nicht gefunden</h1></div>');
  });

  it("preloads the page's own chunks, not the entry's, and its messages in its language", async () => {
    const preloads = async (headers?: Record<string, string>) =>
      [
        ...(await t.get('/jobs', headers)).body.matchAll(
          /rel="modulepreload" [^>]*href="([^"]+)"/g,
        ),
      ].map((m) => m[1]);
    expect(await preloads()).toEqual([
      '/assets/jobs-4.js',
      '/assets/info-2.js',
      '/assets/shell-5.js',
      '/assets/info-jobs-6.js',
      '/assets/react-1.js',
    ]);
    expect(await preloads({ 'accept-language': 'de' })).toEqual([
      '/assets/jobs-4.js',
      '/assets/info-2.js',
      '/assets/shell-7.js',
      '/assets/info-jobs-8.js',
      '/assets/react-1.js',
    ]);
    expect((await t.get('/contact')).body).not.toContain('about-3.js');
  });

  it("starts a prerendered page's scripts after its first paint, by a script the CSP allows", async () => {
    const res = await t.get('/about');
    expect(res.body).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const data = /<script type="application\/json" id="after-paint">(.*?)<\/script>/.exec(res.body);
    expect(JSON.parse(data?.[1] ?? 'null')).toEqual({
      script: '/assets/index-abc123.js',
      preloads: ['/assets/react-1.js', '/assets/about-3.js', '/assets/info-2.js'],
    });
    const inline = [...res.body.matchAll(/<script>(.*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
    // Pages without prerendered HTML load theirs at once, as does a page whose prerendered HTML
    // is its frame (its content needs the app).
    expect((await t.get('/jobs')).body).not.toContain('after-paint');
    const explore = (await t.get('/explore?ne=10,10&sw=0,0&zoom=5')).body;
    expect(explore).toContain('<div id="root"><div>The frame</div>');
    expect(explore).not.toContain('after-paint');
    expect(explore).toContain('src="/assets/index-abc123.js"');
    expect((await t.get('/jobs')).body).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc123.js">',
    );
  });

  it('does not serve the build manifest', async () => {
    expect((await t.get('/.vite/manifest.json')).statusCode).toBe(404);
  });

  it('inlines the stylesheet and loads scripts at low priority', async () => {
    const { body } = await t.get('/about');
    expect(body).toContain('<style>body{color:navy}</style>');
    expect(body).not.toContain('rel="stylesheet"');
    const jobs = (await t.get('/jobs')).body;
    expect(jobs).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc123.js">',
    );
    expect(jobs).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/jobs-4.js" />',
    );
  });

  it("puts a record page's record in as page data, and its text for readers without JavaScript", async () => {
    const res = await t.get('/blog/choosing-nitrox');
    expect(res.statusCode).toBe(200);
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(res.body);
    const json = data?.[1] ?? '';
    // No markup of the body can end the data block early.
    expect(json).not.toContain('<');
    const article = sentAnswer(res.body, articleKey('choosing-nitrox', 'en-US'));
    expect(article?.slug).toBe('choosing-nitrox');
    expect(article?.html).toContain('<h2 id="what-the-names-mean">');
    expect(res.body).toMatch(/<div id="root"><\/div>\s*<noscript><article lang="en"/);
    expect(res.body).toContain('<h1>Choosing nitrox');
    // Its cover, the page's largest paint, is fetched with the page, in the widths the page has.
    const preload =
      /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)" imagesrcset="([^"]+)" imagesizes="([^"]+)" \/>/.exec(
        res.body,
      );
    expect(preload?.[1]).toMatch(
      /^\/api\/image\/illustration\/spot\/\d+\?width=1200&amp;height=675$/,
    );
    expect(preload?.[2]).toContain('width=480&amp;height=270 480w');
    expect(preload?.[3]).toBe('(min-width: 768px) 720px, calc(100vw - 2rem)');
    // Other pages carry none of these.
    const about = (await t.get('/about')).body;
    expect(about).not.toContain('id="page-data"');
    expect(about).not.toContain('rel="preload" as="image"');
  });

  it("never sends an article's script: not in the page data, not in its text", async () => {
    const { slug } = await buildArticle(t.database.db, {
      body_markdown:
        '## Hostile\n\n<script>window.pwned = 1</script>\n\n<img src=x onerror="alert(1)">\n\n[click](javascript:alert(1)) and **kept**',
    });
    const { body } = await t.get(`/blog/${slug}`);
    expect(body).toContain('<strong>kept</strong>');
    expect(body).not.toMatch(/pwned|onerror|javascript:/);
  });

  it('serves the home page with the product title', async () => {
    const res = await t.get('/?utm_source=x');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>DiveSpot · Find where to dive next</title>');
    expect(res.body).toContain('<link rel="canonical" href="https://divespot.test/" />');
  });

  it('answers paths outside the route table with HTTP 404 and the not-found head', async () => {
    for (const url of ['/nope', '/about/team', '/index.html']) {
      const res = await t.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<title>Page Not Found · DiveSpot</title>');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('answers a malformed URL with a 400 error body', async () => {
    const res = await t.get('/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: 'BAD_URL' });
  });

  it('marks personal pages noindex and escapes the path', async () => {
    const res = await t.get('/admin/%22%3E%3Cscript%3E');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('noindex');
    expect(res.body).not.toContain('"><script>');
    expect(res.body).toContain('&quot;&gt;&lt;script&gt;');
    // A list that is not public (or not there) is a 404 page, never indexed.
    const list = await t.get('/collections/%22%3E%3Cscript%3E');
    expect(list.statusCode).toBe(404);
    expect(list.body).toContain('noindex');
    expect(list.body).not.toContain('"><script>');
    // Its page says so once it has asked for the list: no prerendered 404 for it to adopt.
    expect(list.body).toContain('<div id="root"></div>');
  });

  it('serves admin sub-pages from the route table', async () => {
    expect((await t.get('/admin/users')).statusCode).toBe(200);
  });
});

describe('the language of a page', () => {
  it('follows Accept-Language: German HTML, head and prerendered body for a German browser', async () => {
    const res = await t.get('/about', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect(res.body).toContain('<html lang="de">');
    expect(res.body).toContain('<title>Über DiveSpot · DiveSpot</title>');
    expect(res.body).toContain('<meta name="description" content="Von Tauchern gemacht." />');
    expect(res.body).toContain('<div id="root"><h1>Über DiveSpot</h1></div>');
    expect(res.headers['content-language']).toBe('de');
    expect(res.headers.vary).toMatch(/Accept-Language/);
    expect(res.headers.vary).toMatch(/Cookie/);
  });

  it('serves English (US) when the browser asks for no language of ours', async () => {
    const res = await t.get('/about', { 'accept-language': 'nl-NL,nl;q=0.9' });
    expect(res.body).toContain('<html lang="en-US">');
    expect(res.body).toContain('<title>About DiveSpot · DiveSpot</title>');
  });

  it('prefers the remembered choice (cookie) to the browser, and the link to both', async () => {
    const german = { 'accept-language': 'de', cookie: 'a=1; divespot-language=en-US' };
    expect((await t.get('/about', german)).body).toContain('<html lang="en-US">');
    const res = await t.get('/about?lang=de', { cookie: 'divespot-language=fr' });
    expect(res.body).toContain('<html lang="de">');
  });

  it('declares every language as an alternate, and a chosen language is its own canonical', async () => {
    const res = await t.get('/about?lang=de');
    expect(res.body).toContain(
      '<link rel="canonical" href="https://divespot.test/about?lang=de" />',
    );
    expect(res.body).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://divespot.test/about" />',
    );
    for (const code of ['en-US', 'es', 'fr', 'de', 'pt-BR', 'ja']) {
      expect(res.body).toContain(
        `<link rel="alternate" hreflang="${code}" href="https://divespot.test/about?lang=${code}" />`,
      );
    }
    const plain = await t.get('/about', { 'accept-language': 'de' });
    expect(plain.body).toContain('<link rel="canonical" href="https://divespot.test/about" />');
  });

  it('lists no alternates on pages search engines should not index', async () => {
    expect((await t.get('/profile')).body).not.toContain('hreflang');
  });

  it('writes the 404 head in the language, and ignores a language we do not have', async () => {
    const res = await t.get('/nope?lang=de');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Seite nicht gefunden · DiveSpot</title>');
    const unknown = await t.get('/about?lang=xx');
    expect(unknown.body).toContain('<html lang="en-US">');
    expect(unknown.body).toContain('<link rel="canonical" href="https://divespot.test/about" />');
  });
});

describe('static files', () => {
  it('caches hashed assets for a year as immutable and compresses them', async () => {
    const res = await t.get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('caches other public files briefly', async () => {
    const res = await t.get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing asset with 404', async () => {
    expect((await t.get('/assets/missing-123.js')).statusCode).toBe(404);
  });
});

describe('robots and sitemap', () => {
  it('serves robots.txt pointing at the sitemap', async () => {
    const res = await t.get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Sitemap: https://divespot.test/sitemap.xml');
  });

  it('lists the indexable pages in the sitemap', async () => {
    const res = await t.get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<loc>https://divespot.test/about</loc>');
    for (const tool of [
      '',
      '/mod-calculator',
      '/sac-calculator',
      '/ead-calculator',
      '/freediving-calculator',
    ]) {
      expect(res.body).toContain(`<loc>https://divespot.test/tools${tool}</loc>`);
    }
    expect(res.body).not.toContain('/profile');
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and HSTS on HTTPS', async () => {
    const res = await t.get('/about');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });
});
