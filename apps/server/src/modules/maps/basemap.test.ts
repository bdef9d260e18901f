import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FeatureCollection, Position } from 'geojson';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../config/env.ts';
import { buildTestServer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Style {
  version: number;
  glyphs?: string;
  sprite?: string;
  sources: Record<string, { type: string; data: string; attribution?: string }>;
  layers: { id: string; type: string; source?: string; layout?: Record<string, unknown> }[];
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function style(): Promise<Style> {
  const res = await get('/api/map/style.json');
  expect(res.statusCode).toBe(200);
  return res.json<Style>();
}

/** A source's path and query on our server, from the style's absolute URL. */
async function sourcePath(name: string): Promise<string> {
  const url = new URL((await style()).sources[name]?.data ?? '');
  expect(url.origin).toBe('http://localhost');
  return url.pathname + url.search;
}

function decode(res: Awaited<ReturnType<typeof get>>): FeatureCollection {
  const coding = res.headers['content-encoding'];
  const raw =
    coding === 'br'
      ? brotliDecompressSync(res.rawPayload)
      : coding === 'gzip'
        ? gunzipSync(res.rawPayload)
        : res.rawPayload;
  return JSON.parse(raw.toString('utf8')) as FeatureCollection;
}

/** Every line and ring of a collection's geometries. */
function linesOf(collection: FeatureCollection): Position[][] {
  return collection.features.flatMap(({ geometry: g }) => {
    if (g.type === 'MultiPolygon') return g.coordinates.flat();
    if (g.type === 'Polygon' || g.type === 'MultiLineString') return g.coordinates;
    if (g.type === 'LineString') return [g.coordinates];
    throw new Error(`unexpected ${g.type}`);
  });
}

/** The widest step in longitude between neighbouring points: over 180° draws a band. */
const widestStep = (lines: Position[][]) =>
  Math.max(
    ...lines.map((line) =>
      Math.max(0, ...line.slice(1).map(([x = 0], i) => Math.abs(x - (line[i]?.[0] ?? 0)))),
    ),
  );

describe('GET /api/map/config', () => {
  it('points the web app at the offline style when MAP_STYLE_URL is unset', async () => {
    const res = await get('/api/map/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ styleUrl: '/api/map/style.json', offline: true });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('points it at MAP_STYLE_URL when set, and the offline style still answers', async () => {
    const hosted = 'https://tiles.example.org/styles/liberty/style.json';
    const app = await buildTestServer(t.database, { MAP_STYLE_URL: hosted });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/map/config' });
      expect(res.json()).toEqual({ styleUrl: hosted, offline: false });
      const offline = await app.inject({ method: 'GET', url: '/api/map/style.json' });
      expect(offline.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it.each(['ftp://tiles.example.org/style.json', 'style.json'])(
    'rejects MAP_STYLE_URL=%s at start-up',
    (value) => {
      expect(() => loadConfig({ MAP_STYLE_URL: value })).toThrow(ConfigError);
      expect(() => loadConfig({ MAP_STYLE_URL: value })).toThrow(
        /MAP_STYLE_URL: expected an absolute http\(s\) URL/,
      );
    },
  );
});

describe('GET /api/map/style.json', () => {
  it('is a version 8 style of sea, land, coasts and borders that needs no glyphs or sprites', async () => {
    const s = await style();
    expect(s.version).toBe(8);
    expect(s.glyphs).toBeUndefined();
    expect(s.sprite).toBeUndefined();
    expect(s.layers.map((l) => [l.id, l.type, l.source])).toEqual([
      ['sea', 'background', undefined],
      ['shallows', 'line', 'land'],
      ['land', 'fill', 'land'],
      ['borders', 'line', 'borders'],
      ['coast', 'line', 'land'],
    ]);
    expect(s.sources.land).toMatchObject({ type: 'geojson' });
    expect(s.sources.land?.attribution).toContain('Natural Earth');
    expect(s.sources.borders).toMatchObject({ type: 'geojson' });
    expect(await sourcePath('land')).toMatch(/^\/api\/map\/land\.geojson\?v=[\w-]{16}$/);
    expect(await sourcePath('borders')).toMatch(/^\/api\/map\/borders\.geojson\?v=[\w-]{16}$/);
  });

  const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'dive.example.org' };

  it('names sources on the origin the client reached, as a trusted proxy forwards it', async () => {
    const app = await buildTestServer(t.database, { TRUST_PROXY: '127.0.0.1' });
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/api/map/style.json',
        headers: forwarded,
      });
      expect(res.json<Style>().sources.land?.data).toMatch(
        /^https:\/\/dive\.example\.org\/api\/map\/land\.geojson\?v=/,
      );
    } finally {
      await app.close();
    }
  });

  it('ignores forwarded origins when no proxy is trusted', async () => {
    const res = await get('/api/map/style.json', { ...forwarded, host: 'localhost:3000' });
    expect(res.json<Style>().sources.land?.data).toMatch(
      /^http:\/\/localhost:3000\/api\/map\/land\.geojson\?v=/,
    );
  });

  it('is cached for an hour with an ETag, and answers 304 to it', async () => {
    const res = await get('/api/map/style.json');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]{16}"$/);
    const again = await get('/api/map/style.json', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
  });
});

describe('GET /api/map/{land,borders}.geojson', () => {
  it('sends the land compressed, with long caching for the versioned URL', async () => {
    const path = await sourcePath('land');
    const res = await get(path, { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/geo\+json/);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBeLessThan(600_000);

    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]{16}"$/);
    expect(path.endsWith(`v=${etag.slice(3, -1)}`)).toBe(true);
    const again = await get(path, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);

    // An unversioned or outdated URL still works, but is only kept for a day.
    const old = await get('/api/map/land.geojson?v=old', { 'accept-encoding': 'gzip' });
    expect(old.statusCode).toBe(200);
    expect(old.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('sends brotli once it is ready, and plain JSON to clients that accept neither', async () => {
    const path = await sourcePath('borders');
    await vi.waitFor(
      async () => {
        const res = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
        expect(res.headers['content-encoding']).toBe('br');
      },
      { timeout: 20_000, interval: 100 },
    );
    const br = decode(await get(path, { 'accept-encoding': 'br' }));
    const plain = await get(path, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(br);
  });

  it('holds valid GeoJSON land: closed rings, every point on the map, no edge across ±180°', async () => {
    const land = decode(await get(await sourcePath('land'), { 'accept-encoding': 'gzip' }));
    expect(land.type).toBe('FeatureCollection');
    const polygons = land.features.flatMap((f) =>
      f.geometry.type === 'MultiPolygon' ? f.geometry.coordinates : [],
    );
    expect(polygons.length).toBeGreaterThan(1000);
    for (const ring of polygons.flat()) {
      expect(ring.length).toBeGreaterThanOrEqual(4);
      expect(ring.at(-1)).toEqual(ring[0]);
    }
    const lines = linesOf(land);
    for (const [lng = NaN, lat = NaN] of lines.flat()) {
      expect(Math.abs(lng)).toBeLessThanOrEqual(180);
      expect(Math.abs(lat)).toBeLessThanOrEqual(90);
    }
    // A ring that crossed the antimeridian would jump 360° in one step and band the map.
    expect(widestStep(lines)).toBeLessThanOrEqual(90);
  });

  it('draws coasts only where there is coast: no line along ±180° or a pole', async () => {
    const land = decode(await get(await sourcePath('land'), { 'accept-encoding': 'gzip' }));
    const coast = linesOf({
      ...land,
      features: land.features.filter((f) => f.properties?.coast === true),
    });
    const onEdge = ([x = 0, y = 0]: Position) => Math.abs(x) === 180 || Math.abs(y) === 90;
    const artificial = coast.flatMap((line) =>
      line.slice(1).filter((p, i) => onEdge(p) && onEdge(line[i] ?? [])),
    );
    expect(artificial).toEqual([]);
  });

  it('keeps land that straddles ±180° on both sides (Taveuni, Chukotka, Wrangel)', async () => {
    const land = decode(await get(await sourcePath('land'), { 'accept-encoding': 'gzip' }));
    const polygons = land.features.flatMap((f) =>
      f.geometry.type === 'MultiPolygon' ? f.geometry.coordinates : [],
    );
    const boxes = polygons.map(([outer = []]) => {
      const xs = outer.map(([x = 0]) => x);
      const ys = outer.map(([, y = 0]) => y);
      return { w: Math.min(...xs), e: Math.max(...xs), s: Math.min(...ys), n: Math.max(...ys) };
    });
    const touching = (side: 1 | -1, lat: number) =>
      boxes.some((b) => (side === 1 ? b.e === 180 : b.w === -180) && b.s <= lat && b.n >= lat);
    for (const lat of [-16.5, 66, 71.2]) {
      expect(touching(1, lat), `east of 180° at ${lat}°`).toBe(true);
      expect(touching(-1, lat), `west of -180° at ${lat}°`).toBe(true);
    }
    // Antarctica reaches the bottom of the map instead of stopping at its coast.
    expect(boxes.some((b) => b.s === -90 && b.w === -180 && b.e === 180)).toBe(true);
  });

  it('holds country borders as lines that never cross ±180°', async () => {
    const borders = decode(await get(await sourcePath('borders'), { 'accept-encoding': 'gzip' }));
    expect(borders.features.map((f) => f.geometry.type)).toEqual(['MultiLineString']);
    const lines = linesOf(borders);
    expect(lines.length).toBeGreaterThan(150);
    expect(widestStep(lines)).toBeLessThan(5);
  });
});
