import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPLORE_LIST_PAGE_SIZE } from '@divespot/shared/explore-url';
import { EXPLORE_OPENING, exploreListKey, exploreListParams } from '@divespot/shared/explore-list';
import { filterConfigurationKey } from '@divespot/shared/page-queries';
import { buildSpot } from '../../test/builders/build-spot.ts';
import { pageDataOf, sentAnswer } from '../../test/page-heads.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  // In the default view (the western Pacific and the eastern Indian Ocean), and one outside it.
  await buildSpot(t.database.db, { slug: 'bali-reef', latitude: -8.4, longitude: 115.6 });
  await buildSpot(t.database.db, { slug: 'palau-wall', latitude: 7.2, longitude: 134.3 });
  await buildSpot(t.database.db, { slug: 'gulf-of-guinea', latitude: 0, longitude: 0 });
});
afterAll(() => t.close());

const pageOf = async (url: string) => {
  const res = await t.get(url);
  expect(res.statusCode, url).toBe(200);
  return res.body;
};

describe('/explore page data', () => {
  it("comes with the list's first page, as GET /api/spot answers the app's first request", async () => {
    const list = sentAnswer(await pageOf('/explore'), exploreListKey(EXPLORE_OPENING, 'en-US'));
    expect(list?.pageParams).toEqual([0]);
    const query = exploreListParams(EXPLORE_OPENING, 0, EXPLORE_LIST_PAGE_SIZE);
    expect(Object.fromEntries(query)).toMatchObject({ sort: 'distance', page: '0', size: '20' });
    const api = await t.get(`/api/spot?${query.toString()}&lang=en-US`);
    expect(api.statusCode).toBe(200);
    expect(list?.pages).toEqual([api.json()]);
    expect(list?.pages[0]?.content.map((s) => s.urlFullSlug).sort()).toEqual([
      '/spots/bali-reef',
      '/spots/palau-wall',
    ]);
  });

  it('comes with the filters, whatever the URL asks for', async () => {
    for (const [url, lang] of [
      ['/explore', 'en-US'],
      ['/explore?level=beginner', 'en-US'],
      ['/explore?lang=de', 'de'],
    ] as const) {
      const config = sentAnswer(await pageOf(url), filterConfigurationKey(lang));
      expect(config?.type, url).toBe('DIVE_SPOT');
      expect(config?.filters.length, url).toBeGreaterThan(0);
    }
  });

  it('leaves out the list when the URL asks for a view, filters or a search', async () => {
    const lists = (html: string) =>
      pageDataOf(html)?.queries.filter((q) => q.queryKey[0] === 'spots') ?? [];
    expect(lists(await pageOf('/explore?lang=de'))).toEqual([
      expect.objectContaining({ queryKey: exploreListKey(EXPLORE_OPENING, 'de') }),
    ]);
    for (const url of [
      '/explore?level=beginner',
      '/explore?ne=10,10&sw=0,0&zoom=5',
      '/explore?search=reef',
      '/explore?hideMenu=true',
    ]) {
      expect(lists(await pageOf(url)), url).toEqual([]);
    }
  });
});
