import { afterEach, describe, expect, it } from 'vitest';
import { buildSpot } from '../../test/builders/build-spot.ts';
import { buildUser, signIn } from '../../test/builders/build-user.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * GET /api/spot/popular, the home's trending spots (docs/product/screens.md): by the last 7
 * days' page views once a spot has enough of them, else by reviews. Each test has its own server,
 * since a server works the ranking out once a minute.
 */

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/140.0';
let t: TestApp | undefined;
afterEach(() => t?.close());

async function appWithSpots() {
  t = await createTestApp({}, { seed: false });
  const db = t.database.db;
  return {
    app: t,
    reviewed: await buildSpot(db, { name: 'Much Reviewed', review_count: 40, rating: 4.5 }),
    some: await buildSpot(db, { name: 'Some Reviews', review_count: 3, rating: 4 }),
    quiet: await buildSpot(db, { name: 'Quiet Cove', review_count: 0 }),
    synthetic: await buildSpot(db, { name: 'Synthetic', synthetic: true }),
  };
}

async function view(app: TestApp, slug: string, times: number, ip: string) {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    remoteAddress: ip,
    headers: { 'user-agent': BROWSER },
    payload: {
      events: Array.from({ length: times }, () => ({ type: 'page_view', path: `/spots/${slug}` })),
    },
  });
  expect(res.json()).toMatchObject({ accepted: times });
}

const popular = async (app: TestApp) => {
  const res = await app.get('/api/spot/popular?limit=3');
  expect(res.statusCode).toBe(200);
  return res.json<{ content: { name: string }[] }>().content.map((s) => s.name);
};

describe('trending spots', () => {
  it('rank by reviews while no spot has enough views', async () => {
    const { app, quiet } = await appWithSpots();
    await view(app, quiet.slug, 4, '192.0.2.1');
    await flush(app);
    expect(await popular(app)).toEqual(['Much Reviewed', 'Some Reviews', 'Quiet Cove']);
  });

  it('put the most viewed of the week first, then fill with the most reviewed', async () => {
    const { app, quiet, some, synthetic } = await appWithSpots();
    await view(app, quiet.slug, 7, '192.0.2.2');
    await view(app, some.slug, 5, '192.0.2.3');
    await view(app, synthetic.slug, 9, '192.0.2.4');
    await flush(app);
    expect(await popular(app)).toEqual(['Quiet Cove', 'Some Reviews', 'Much Reviewed']);
  });
});

/**
 * Writes the server's pending analytics events: it writes them within a second, and at once
 * before an admin report.
 */
async function flush(app: TestApp) {
  const admin = await signIn(app.app, await buildUser(app.database.db, { roles: ['ROLE_ADMIN'] }));
  const res = await app.app.inject({
    method: 'GET',
    url: '/api/admin/analytics/summary',
    headers: { authorization: `Bearer ${admin.accessToken}` },
  });
  expect(res.statusCode).toBe(200);
}
