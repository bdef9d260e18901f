import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSpot } from '../../test/builders/build-spot.ts';
import { pageDataOf } from '../../test/page-heads.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { ExploreListData } from '@divespot/shared/explore-url';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  // In the default view (the western Pacific and the eastern Indian Ocean), and one outside it.
  await buildSpot(t.database.db, { slug: 'bali-reef', latitude: -8.4, longitude: 115.6 });
  await buildSpot(t.database.db, { slug: 'palau-wall', latitude: 7.2, longitude: 134.3 });
  await buildSpot(t.database.db, { slug: 'gulf-of-guinea', latitude: 0, longitude: 0 });
});
afterAll(() => t.close());

const dataOf = async (url: string) => {
  const res = await t.get(url);
  expect(res.statusCode, url).toBe(200);
  return pageDataOf(res.body) ?? {};
};

describe('/explore page data', () => {
  it("comes with the list's first page, as GET /api/spot answers the app's first request", async () => {
    const list = (await dataOf('/explore')).exploreList as ExploreListData;
    expect(list.query).toMatchObject({ sort: 'distance', page: '0', size: '20' });
    const api = await t.get(`/api/spot?${new URLSearchParams(list.query).toString()}`);
    expect(api.statusCode).toBe(200);
    expect(list.answer).toEqual(api.json());
    expect(list.answer.content.map((s) => s.urlFullSlug).sort()).toEqual([
      '/spots/bali-reef',
      '/spots/palau-wall',
    ]);
  });

  it('comes with the filters, whatever the URL asks for', async () => {
    for (const url of ['/explore', '/explore?level=beginner', '/explore?lang=de']) {
      const config = (await dataOf(url)).filterConfiguration as { type: string; filters: [] };
      expect(config.type, url).toBe('DIVE_SPOT');
      expect(config.filters.length, url).toBeGreaterThan(0);
    }
  });

  it('leaves out the list when the URL asks for a view, filters or a search', async () => {
    expect((await dataOf('/explore?lang=de')).exploreList).toBeDefined();
    for (const url of [
      '/explore?level=beginner',
      '/explore?ne=10,10&sw=0,0&zoom=5',
      '/explore?search=reef',
      '/explore?hideMenu=true',
    ]) {
      expect((await dataOf(url)).exploreList, url).toBeUndefined();
    }
  });
});
