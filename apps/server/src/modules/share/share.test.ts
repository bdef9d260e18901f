import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeExploreUrl, sharedViewQuery } from '@divespot/shared/explore-url';
import { sharedViewSchema, shareLinkSchema } from '@divespot/shared/share';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { badFields } from '../../test/answers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://divespot.example' });
});
afterAll(() => t.close());

const post = (url: string) => t.app.inject({ method: 'POST', url });

const RED_SEA = 'ne=28.5,34.9&sw=27.1,33.2&zoom=8.25';

async function create(query: string) {
  const res = await post(`/api/share/create?${query}`);
  expect(res.statusCode, res.body).toBe(201);
  const link = shareLinkSchema.parse(res.json());
  const slug = /^https:\/\/divespot\.example\/share\/([a-z0-9-]+)$/.exec(link.niceUrl)?.[1];
  expect(slug, link.niceUrl).toBeDefined();
  return { ...link, slug: slug ?? '' };
}

const storedLinks = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('share_link')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const clicks = async (slug: string) =>
  await t.database.db
    .selectFrom('share_link')
    .select(['clicks', 'last_clicked_at'])
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();

describe('POST /api/share/create', () => {
  it('makes a short readable link and the full explore address of the view', async () => {
    const link = await create(
      `${RED_SEA}&hideMenu=true&level=beginner,advanced&activityTypes=wreck&depth.min=5&depth.max=30`,
    );
    expect(link.slug).toMatch(/^[a-z]+-[a-z]+-[a-z2-9]{4}$/);
    expect(link.fullUrl).toBe(
      'https://divespot.example/explore?activityTypes=wreck&depth.max=30&depth.min=5' +
        '&level=beginner,advanced&hideMenu=true&n=28.5&e=34.9&s=27.1&w=33.2&zoom=8.25',
    );
    const other = await create(RED_SEA);
    expect(other.slug).not.toBe(link.slug);
    expect(other.fullUrl).toBe(
      'https://divespot.example/explore?n=28.5&e=34.9&s=27.1&w=33.2&zoom=8.25',
    );
  });

  it('writes a full link the explore page reads back, for a view across the antimeridian too', async () => {
    const link = await create(
      'ne=-10,-170&sw=-20,170&zoom=5.5&hideMenu=true&q=manta%20point&country=fiji' +
        '&level=beginner,advanced&activityTypes=wreck&depth.min=5&depth.max=30',
    );
    const url = new URL(link.fullUrl);
    expect(url.origin + url.pathname).toBe('https://divespot.example/explore');
    expect(decodeExploreUrl(url.search)).toEqual({
      // The URL holds east > west within ±180° only (docs/product/validation.md), so the 20° wide view around 180°
      // comes back shifted to its east side, as the explore page writes such a view itself.
      view: { north: -10, east: -160, south: -20, west: -180, zoom: 5.5 },
      viewFromUrl: true,
      hideMenu: true,
      search: 'manta point',
      filters: {
        country: 'fiji',
        level: ['beginner', 'advanced'],
        activityTypes: 'wreck',
        'depth.min': 5,
        'depth.max': 30,
      },
    });
    // A view within ±180° comes back as it was shared.
    const plain = await create('ne=12.345678,-60.5&sw=-3.25,-90.125&zoom=4.75');
    expect(decodeExploreUrl(new URL(plain.fullUrl).search)).toMatchObject({
      view: { north: 12.345678, east: -60.5, south: -3.25, west: -90.125, zoom: 4.75 },
      viewFromUrl: true,
      hideMenu: false,
      filters: {},
    });
  });

  it('refuses a bad view or filters with 400 naming each field, storing nothing', async () => {
    const before = await storedLinks();
    const cases: [string, string[]][] = [
      ['', ['ne', 'sw', 'zoom']],
      ['ne=28.5,34.9&sw=27.1,33.2&zoom=0', ['zoom']],
      ['ne=28.5&sw=27.1,33.2&zoom=8', ['ne']],
      ['ne=27,34.9&sw=28,33.2&zoom=8', ['ne']],
      [`${RED_SEA}&hideMenu=yes`, ['hideMenu']],
      [`${RED_SEA}&level=pro&activityTypes=flying`, ['activityTypes', 'level']],
      [`${RED_SEA}&depth.min=40&depth.max=10`, ['depth.min']],
    ];
    for (const [query, fields] of cases) {
      const res = await post(`/api/share/create?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(badFields(res.body), query).toEqual(fields);
    }
    expect(await storedLinks()).toBe(before);
  });
});

describe('GET /api/share/resolve/{slug}', () => {
  it('gives back the view, list state and filters that were shared', async () => {
    const link = await create(
      'ne=-15.5,-178.25&sw=-19.75,177.5&zoom=6&hideMenu=true&q=blue%20hole&country=fiji' +
        '&level=expert&siteType=wall,reef&depth.max=40',
    );
    const res = await t.get(`/api/share/resolve/${link.slug}`);
    expect(res.statusCode).toBe(200);
    expect(sharedViewSchema.parse(res.json())).toEqual({
      bounds: { north: -15.5, east: -178.25, south: -19.75, west: 177.5 },
      zoom: 6,
      hideMenu: true,
      filters: {
        search: 'blue hole',
        country: 'fiji',
        level: ['expert'],
        siteType: ['wall', 'reef'],
        'depth.max': 40,
      },
    });
    // The share page redirects to the same explore address as the full link.
    expect(
      `https://divespot.example/explore?${sharedViewQuery(sharedViewSchema.parse(res.json()))}`,
    ).toBe(link.fullUrl);
    expect(link.fullUrl).toBe(
      'https://divespot.example/explore?search=blue+hole&country=fiji&depth.max=40&level=expert' +
        '&siteType=wall,reef&hideMenu=true&n=-15.5&e=180&s=-19.75&w=175.75&zoom=6',
    );
    expect(decodeExploreUrl(new URL(link.fullUrl).search).viewFromUrl).toBe(true);
  });

  it('answers 404 for an unknown slug and 400 for a malformed one', async () => {
    const missing = await t.get('/api/share/resolve/blue-manta-zzzz');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: 'This share link is invalid or no longer exists.',
    });
    const bad = await t.get('/api/share/resolve/Not%20A%20Slug');
    expect(bad.statusCode).toBe(400);
    expect(badFields(bad.body)).toEqual(['slug']);
  });
});

describe('POST /api/share/{slug}/click', () => {
  it('counts each visit and when the last one was', async () => {
    const link = await create(RED_SEA);
    expect(await clicks(link.slug)).toEqual({ clicks: 0, last_clicked_at: null });
    for (let i = 0; i < 3; i++) {
      const res = await post(`/api/share/${link.slug}/click`);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
    }
    const after = await clicks(link.slug);
    expect(after.clicks).toBe(3);
    expect(after.last_clicked_at).toBeInstanceOf(Date);
  });

  it('answers 404 for an unknown slug', async () => {
    const res = await post('/api/share/no-such-link/click');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      message: 'This share link is invalid or no longer exists.',
    });
  });
});

describe('share links in OpenAPI', () => {
  it('lists the three endpoints', async () => {
    const doc = (await t.get('/api/openapi.json')).json<{ paths: Record<string, object> }>();
    expect(doc.paths['/api/share/create']).toHaveProperty('post');
    expect(doc.paths['/api/share/resolve/{slug}']).toHaveProperty('get');
    expect(doc.paths['/api/share/{slug}/click']).toHaveProperty('post');
  });
});
