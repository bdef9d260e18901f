import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDiveCenter } from '../../test/builders/build-dive-center.ts';
import { buildSpecies } from '../../test/builders/build-species.ts';
import { buildSpot } from '../../test/builders/build-spot.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { HERO_FORMATS, HERO_WIDTHS } from '@divespot/shared/hero';
import { IllustrationService } from './illustration.service.ts';
import { createFileStorage } from './image-storage.ts';

let t: TestApp;
let uploads: string;
let photoId: number;
let spotId: number;
let speciesId: number;

beforeAll(async () => {
  uploads = mkdtempSync(path.join(tmpdir(), 'divespot-uploads-'));
  t = await createTestApp({ UPLOADS_DIR: uploads }, { seed: false });
  // One record of each kind with an illustration (the center brings its region and country).
  spotId = (await buildSpot(t.database.db)).id;
  await buildSpot(t.database.db);
  speciesId = (await buildSpecies(t.database.db)).id;
  await buildDiveCenter(t.database.db);
  // A real JPEG, 600×400, stored the way uploads are.
  const jpeg = await sharp({
    create: { width: 600, height: 400, channels: 3, background: '#1d6fa5' },
  })
    .jpeg()
    .toBuffer();
  await createFileStorage(uploads).put('spot/test/photo.jpg', jpeg);
  const row = await t.database.db
    .insertInto('image')
    .values({
      owner_type: 'spot',
      owner_id: spotId,
      storage_key: 'spot/test/photo.jpg',
      mime: 'image/jpeg',
      width: 600,
      height: 400,
      caption: null,
      attribution: null,
      license: 'CC-BY-4.0',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  photoId = row.id;
});
afterAll(async () => {
  await t.close();
  rmSync(uploads, { recursive: true, force: true });
});

const size = (body: Buffer) => sharp(body).metadata();

describe('GET /api/image/{id} and /api/image/rescale/{id}', () => {
  it('serves an uploaded photo as WebP, cacheable for a year, with 304 on revalidation', async () => {
    const res = await t.get(`/api/image/${photoId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(await size(res.rawPayload)).toMatchObject({ format: 'webp', width: 600, height: 400 });
    const again = await t.get(`/api/image/${photoId}`, {
      'if-none-match': String(res.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('resizes: cover for both sides, aspect kept for one', async () => {
    const both = await t.get(`/api/image/rescale/${photoId}?width=200&height=200`);
    expect(await size(both.rawPayload)).toMatchObject({ width: 200, height: 200 });
    const one = await t.get(`/api/image/rescale/${photoId}?width=300`);
    expect(await size(one.rawPayload)).toMatchObject({ width: 300, height: 200 });
  });

  it('answers 404 for an unknown id and 400 naming the field for bad sizes', async () => {
    expect((await t.get('/api/image/999999')).statusCode).toBe(404);
    const bad = await t.get(`/api/image/rescale/${photoId}?width=5000`);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('width');
    expect((await t.get(`/api/image/rescale/${photoId}`)).statusCode).toBe(400);
    expect((await t.get('/api/image/abc')).statusCode).toBe(400);
  });
});

describe('file storage', () => {
  it('refuses keys that would leave its directory', async () => {
    const storage = createFileStorage(uploads);
    await expect(storage.put('../escape.jpg', Buffer.from('x'))).rejects.toThrow(
      /Invalid storage key/,
    );
    await expect(storage.get('/etc/passwd')).rejects.toThrow(/Invalid storage key/);
    expect(await storage.get('spot/none.jpg')).toBeNull();
  });
});

describe('GET /api/image/illustration/{kind}/{id}', () => {
  it('draws the same picture for a record every time, at the asked size', async () => {
    const a = await t.get(`/api/image/illustration/spot/${spotId}?width=400&height=250`);
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toBe('image/webp');
    expect(await size(a.rawPayload)).toMatchObject({ width: 400, height: 250 });
    const b = await t.get(`/api/image/illustration/spot/${spotId}?width=400&height=250`);
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    const other = await t.get(`/api/image/illustration/spot/${spotId + 1}?width=400&height=250`);
    expect(other.rawPayload.equals(a.rawPayload)).toBe(false);
    const fallback = await t.get(`/api/image/illustration/spot/${spotId}`);
    expect(await size(fallback.rawPayload)).toMatchObject({ width: 800, height: 500 });
  });

  it('has one for every kind of record', async () => {
    for (const [kind, table] of [
      ['species', 'species'],
      ['center', 'dive_center'],
      ['country', 'country'],
      ['region', 'region'],
    ] as const) {
      const row = await t.database.db
        .selectFrom(table)
        .select('id')
        .limit(1)
        .executeTakeFirstOrThrow();
      const res = await t.get(`/api/image/illustration/${kind}/${row.id}?width=160`);
      expect(res.statusCode, kind).toBe(200);
      expect(await size(res.rawPayload)).toMatchObject({ width: 160, height: 100 });
    }
  });

  it('is cached for a week with an ETag, and 304 when the client has it', async () => {
    const url = `/api/image/illustration/species/${speciesId}?height=100`;
    const res = await t.get(url);
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    expect(await size(res.rawPayload)).toMatchObject({ width: 160, height: 100 });
    const again = await t.get(url, { 'if-none-match': `W/"x", ${String(res.headers.etag)}` });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(
      (await t.get(`${url}&width=200`, { 'if-none-match': String(res.headers.etag) })).statusCode,
    ).toBe(200);
  });

  it('answers 404 for an unknown record and 400 for an unknown kind', async () => {
    expect((await t.get('/api/image/illustration/spot/99999999')).statusCode).toBe(404);
    const bad = await t.get('/api/image/illustration/boat/1');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('kind');
  });

  it('draws no side larger than any page shows: 1600 px, a larger ask is a 400 naming the field', async () => {
    const largest = await t.get(`/api/image/illustration/spot/${spotId}?width=1600`);
    expect(await size(largest.rawPayload)).toMatchObject({ width: 1600, height: 1000 });
    const tall = await t.get(`/api/image/illustration/spot/${spotId}?height=1500`);
    expect(await size(tall.rawPayload)).toMatchObject({ width: 1600, height: 1500 });
    const over = await t.get(`/api/image/illustration/spot/${spotId}?width=1601`);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      detail: { fields: [{ field: 'width', message: 'must be between 16 and 1600' }] },
    });
  });
});

describe('GET /api/image/hero/{slide}', () => {
  it('draws each slide at 2:1 in the widths the page asks for, as WebP or AVIF', async () => {
    const webp = await t.get('/api/image/hero/1?width=640');
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await size(webp.rawPayload)).toMatchObject({ width: 640, height: 320, format: 'webp' });
    const avif = await t.get('/api/image/hero/1?width=640&format=avif');
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(await size(avif.rawPayload)).toMatchObject({ width: 640, height: 320, format: 'heif' });
    const other = await t.get('/api/image/hero/2?width=640');
    expect(other.rawPayload.equals(webp.rawPayload)).toBe(false);
    const again = await t.get('/api/image/hero/1?width=640', {
      'if-none-match': String(webp.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('encodes the first slide ahead, every width and format once, sharing work in flight', async () => {
    const illustrations = new IllustrationService(t.database.db);
    // A visitor asking while the slide is encoded shares that encoding.
    const asked = illustrations.hero(1, { width: 960, format: 'avif' }).render();
    const [encoded, body] = await Promise.all([illustrations.warmHero(), asked]);
    expect(encoded).toBe(HERO_WIDTHS.length * HERO_FORMATS.length - 1);
    expect(await size(body)).toMatchObject({ width: 960, height: 480, format: 'heif' });
    expect(await illustrations.warmHero()).toBe(0);
  });

  it('names the bad parameter: a slide outside 1–5, a width outside the set, a format', async () => {
    for (const [url, field] of [
      ['/api/image/hero/6', 'slide'],
      ['/api/image/hero/0', 'slide'],
      ['/api/image/hero/1?width=641', 'width'],
      ['/api/image/hero/1?width=99999', 'width'],
      ['/api/image/hero/1?format=png', 'format'],
    ] as const) {
      const res = await t.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(JSON.stringify(res.json()), url).toContain(`"field":"${field}"`);
    }
  });
});

describe('GET /api/map/static', () => {
  it('draws a map with pins as WebP', async () => {
    const res = await t.get(
      '/api/map/static?center=27.81,33.92&zoom=9&width=400&height=260&markers=27.81,33.92',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(await size(res.rawPayload)).toMatchObject({ width: 400, height: 260 });
  });

  it('revalidates with its ETag', async () => {
    const url =
      '/api/map/static?center=-17.7,179.5&zoom=6&width=300&height=200&markers=-17.7,178.1;-16.8,-179.9';
    const res = await t.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect((await t.get(url, { 'if-none-match': String(res.headers.etag) })).statusCode).toBe(304);
  });

  it('names the bad parameter', async () => {
    for (const [query, field] of [
      ['center=95,10&zoom=3&width=100&height=100', 'center'],
      ['center=10,10&zoom=30&width=100&height=100', 'zoom'],
      ['center=10,10&zoom=3&width=5000&height=100', 'width'],
      ['center=10,10&zoom=3&width=100&height=100&markers=1,2;x', 'markers'],
      [
        `center=10,10&zoom=3&width=100&height=100&markers=${Array(101).fill('1,2').join(';')}`,
        'markers',
      ],
      ['zoom=3&width=100&height=100', 'center'],
      ['center=10,10&zoom=3&width=100&height=63', 'height'],
    ]) {
      const res = await t.get(`/api/map/static?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json()), query).toContain(field);
    }
  });
});
