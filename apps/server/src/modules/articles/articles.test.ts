import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleDetailSchema, articlePageSchema } from '@divespot/shared/articles';
import { buildArticle } from '../../test/builders/build-article.ts';
import { buildRegion } from '../../test/builders/build-region.ts';
import { buildSpecies } from '../../test/builders/build-species.ts';
import { buildSpot } from '../../test/builders/build-spot.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const ids = { reef: 0, wreck: 0, shark: 0, region: 0, photo: 0 };

/** The body of the newest article: links to two spots (one twice), a species, a region, and
 * to records that do not exist, which the page leaves out. */
const LINKED_BODY = [
  '## Where to go',
  'Start at [the wreck](/spots/wreck-of-tests), then [a missing spot](/spots/no-such-spot).',
  '### Reefs',
  'The [reef](/spots/reef-of-tests) and [the wreck again](/spots/wreck-of-tests?from=blog).',
  '## Who you meet',
  'A [shark](/marine-life/test-shark), a [lost species](/marine-life/no-such-species),',
  'around [the region](/locations/regions/test-country/test-region). Plan with',
  '[MOD](/tools/mod-calculator).',
  '## Where to go',
  'Again.',
].join('\n');

const HOSTILE_BODY = [
  '## Safe heading',
  '<script>alert("x")</script>',
  '',
  'Text <img src=x onerror="alert(1)"> and [a trap](javascript:alert(2)).',
].join('\n');

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  const db = t.database.db;
  const region = await buildRegion(db, { slug: 'test-region', name: 'Test Region' });
  ids.region = region.id;
  ids.wreck = (await buildSpot(db, { slug: 'wreck-of-tests', region_id: region.id })).id;
  ids.reef = (await buildSpot(db, { slug: 'reef-of-tests', region_id: region.id })).id;
  ids.shark = (await buildSpecies(db, { slug: 'test-shark', common_name: 'Test shark' })).id;
  const photo = { owner_type: 'article', owner_id: 1, mime: 'image/webp', license: 'CC0-1.0' };
  ids.photo = (
    await db
      .insertInto('image')
      .values({ ...photo, storage_key: 'article/cover.webp', width: 1200, height: 630 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

  await buildArticle(db, {
    slug: 'newest',
    title: 'The newest article',
    tags: ['safety', 'technique'],
    published_at: '2026-03-10T00:00:00Z',
    body_markdown: LINKED_BODY,
  });
  await buildArticle(db, {
    slug: 'species-only',
    published_at: '2026-03-05T00:00:00Z',
    tags: ['marine-life'],
    body_markdown: 'Meet the [shark](/marine-life/test-shark).',
  });
  await buildArticle(db, {
    slug: 'hostile',
    published_at: '2026-03-04T00:00:00Z',
    body_markdown: HOSTILE_BODY,
  });
  await buildArticle(db, {
    slug: 'with-cover',
    published_at: '2026-03-03T00:00:00Z',
    cover_image_id: ids.photo,
    body_markdown: 'The [reef](/spots/reef-of-tests).',
  });
  await buildArticle(db, {
    slug: 'no-links',
    published_at: '2026-03-01T00:00:00Z',
    // 401 words: 2.005 minutes at 200 a minute, so 3.
    body_markdown: 'word '.repeat(401),
  });
  for (let day = 10; day < 22; day++) {
    await buildArticle(db, { tags: ['gear'], published_at: `2025-12-${day}T00:00:00Z` });
  }
  await buildArticle(db, { slug: 'a-draft', status: 'draft', published_at: null, tags: ['gear'] });
  // Published once, then taken back to draft: it keeps its date, but is no longer shown.
  await buildArticle(db, {
    slug: 'withdrawn',
    status: 'draft',
    published_at: '2026-04-01T00:00:00Z',
  });
});
afterAll(() => t.close());

const page = async (query: string) => {
  const res = await t.get(`/api/articles${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return articlePageSchema.parse(res.json());
};
const slugsOf = (p: { content: { slug: string }[] }) => p.content.map((a) => a.slug);

describe('GET /api/articles', () => {
  it('lists published articles newest first, 12 a page, with their cards', async () => {
    const first = await page('');
    expect(first).toMatchObject({ page: 0, size: 12, totalElements: 17, totalPages: 2 });
    expect(slugsOf(first).slice(0, 5)).toEqual([
      'newest',
      'species-only',
      'hostile',
      'with-cover',
      'no-links',
    ]);
    expect(first.content[0]).toEqual({
      slug: 'newest',
      title: 'The newest article',
      summary: 'What divers should know about Newest, in one sentence.',
      tags: ['safety', 'technique'],
      author: 'DiveSpot team',
      publishedAt: '2026-03-10T00:00:00.000Z',
      updatedAt: '2026-03-10T00:00:00.000Z',
      readingMinutes: 1,
      // The first spot the body links to that exists.
      coverImageLink: `/api/image/illustration/spot/${ids.wreck}`,
    });
  });

  it('gives each card a cover: its photo, else the first linked spot, else species, else none', async () => {
    const covers = Object.fromEntries(
      (await page('?size=5')).content.map((a) => [a.slug, a.coverImageLink]),
    );
    expect(covers).toEqual({
      newest: `/api/image/illustration/spot/${ids.wreck}`,
      'species-only': `/api/image/illustration/species/${ids.shark}`,
      hostile: null,
      'with-cover': `/api/image/${ids.photo}`,
      'no-links': null,
    });
  });

  it('counts reading time at 200 words a minute, rounded up', async () => {
    const noLinks = (await page('?size=5')).content.find((a) => a.slug === 'no-links');
    expect(noLinks?.readingMinutes).toBe(3);
  });

  it('pages from 0 and answers an empty page past the end', async () => {
    const second = await page('?page=1&size=5');
    expect(second).toMatchObject({ page: 1, size: 5, totalElements: 17, totalPages: 4 });
    expect(second.content.map((a) => a.publishedAt)).toEqual([
      '2025-12-21T00:00:00.000Z',
      '2025-12-20T00:00:00.000Z',
      '2025-12-19T00:00:00.000Z',
      '2025-12-18T00:00:00.000Z',
      '2025-12-17T00:00:00.000Z',
    ]);
    expect((await page('?page=3&size=5')).content).toHaveLength(2);
    expect(await page('?page=4&size=5')).toMatchObject({ content: [], totalElements: 17 });
    const all = [0, 1, 2, 3].map((p) => page(`?page=${p}&size=5`));
    const slugs = (await Promise.all(all)).flatMap(slugsOf);
    expect(new Set(slugs).size).toBe(17);
  });

  it('filters by tag', async () => {
    const gear = await page('?tag=gear');
    expect(gear).toMatchObject({ totalElements: 12, totalPages: 1 });
    expect(gear.content.every((a) => a.tags.includes('gear'))).toBe(true);
    expect(slugsOf(await page('?tag=safety'))).toEqual(['newest']);
    expect(await page('?tag=wrecks')).toMatchObject({ content: [], totalElements: 0 });
  });

  it('never lists a draft, even one that was published before', async () => {
    const slugs = slugsOf(await page('?size=50'));
    expect(slugs).toHaveLength(17);
    expect(slugs).not.toContain('a-draft');
    expect(slugs).not.toContain('withdrawn');
  });

  it.each([
    ['?tag=sharks', 'tag', /^must be one of safety, technique, nitrox, .*, gear$/],
    ['?tag=', 'tag', /^must be one of/],
    ['?page=-1', 'page', /^must be between 0 and 10000$/],
    ['?page=1.5', 'page', /^must be a whole number$/],
    ['?size=0', 'size', /^must be between 1 and 50$/],
    ['?size=51', 'size', /^must be between 1 and 50$/],
    ['?size=many', 'size', /^must be a number$/],
  ])('refuses %s with 400, naming the field and the reason', async (query, field, reason) => {
    const res = await t.get(`/api/articles${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ detail: { fields: { field: string; message: string }[] } }>();
    expect(body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(body.detail.fields).toEqual([
      { field, message: expect.stringMatching(reason) as unknown },
    ]);
  });
});

const article = async (slug: string) => {
  const res = await t.get(`/api/articles/${slug}`);
  expect(res.statusCode, res.body).toBe(200);
  return articleDetailSchema.parse(res.json());
};

describe('GET /api/articles/{slug}', () => {
  it('serves the article with its HTML, contents, language and dates', async () => {
    const newest = await article('newest');
    expect(newest).toMatchObject({
      slug: 'newest',
      title: 'The newest article',
      publishedAt: '2026-03-10T00:00:00.000Z',
      language: 'en',
      readingMinutes: 1,
      coverImageLink: `/api/image/illustration/spot/${ids.wreck}`,
    });
    expect(Date.parse(newest.updatedAt)).not.toBeNaN();
    expect(newest.toc).toEqual([
      { id: 'where-to-go', text: 'Where to go', level: 2 },
      { id: 'reefs', text: 'Reefs', level: 3 },
      { id: 'who-you-meet', text: 'Who you meet', level: 2 },
      { id: 'where-to-go-1', text: 'Where to go', level: 2 },
    ]);
    expect(newest.html).toContain('<h2 id="where-to-go">Where to go</h2>');
    expect(newest.html).toContain('<h3 id="reefs">Reefs</h3>');
    expect(newest.html).toContain('<h2 id="where-to-go-1">Where to go</h2>');
    expect(newest.html).toContain('<a href="/spots/wreck-of-tests">the wreck</a>');
  });

  it('lists the records the body links to in link order, once each, skipping missing ones', async () => {
    const { related } = await article('newest');
    expect(related.spots.map((s) => [s.objectId, s.urlFullSlug])).toEqual([
      [ids.wreck, '/spots/wreck-of-tests'],
      [ids.reef, '/spots/reef-of-tests'],
    ]);
    expect(related.spots[0]).toMatchObject({
      coverImageLink: `/api/image/illustration/spot/${ids.wreck}`,
      locationDescription: expect.stringMatching(/^Test Region, /) as unknown,
    });
    expect(related.species).toEqual([
      expect.objectContaining({
        objectId: ids.shark,
        slug: 'test-shark',
        commonName: 'Test shark',
      }),
    ]);
    expect(related.regions).toEqual([
      expect.objectContaining({ objectId: ids.region, slug: 'test-region', name: 'Test Region' }),
    ]);
    expect((await article('no-links')).related).toEqual({ spots: [], species: [], regions: [] });
  });

  it('sanitises the body: no script, event handler or javascript: link', async () => {
    const { html, toc } = await article('hostile');
    expect(toc).toEqual([{ id: 'safe-heading', text: 'Safe heading', level: 2 }]);
    expect(html).not.toMatch(/<script|onerror|alert|javascript:|<img/i);
    expect(html).toContain('<p>Text  and a trap.</p>');
  });

  it('answers a draft or an unknown slug with 404 and the error body', async () => {
    for (const slug of ['a-draft', 'withdrawn', 'no-such-article']) {
      const res = await t.get(`/api/articles/${slug}`);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json()).toEqual({
        status: 404,
        code: 'NOT_FOUND',
        message: 'No published article with that slug.',
      });
    }
  });

  it('refuses a slug that is not one with 400', async () => {
    const res = await t.get('/api/articles/Not_A_Slug');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      detail: { fields: [{ field: 'slug', message: 'must be a slug such as reading-currents' }] },
    });
  });
});
