import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Authenticated } from '@divespot/shared/account';
import { buildUser, signIn } from '../../test/builders/build-user.ts';
import { buildTestServer, createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  adminCall,
  buildEgypt,
  createSpot,
  publicView,
  spotForm,
  updateSpot,
} from './spots-admin.test-helpers.ts';

/*
 * Two server instances on one database, as behind a load balancer (docs/architecture.md): an
 * edit made through one shows in the other's answers within a second, even where the other had
 * kept the answers from before it (the content counter, db/content-version.ts).
 */

let t: TestApp;
let second: FastifyInstance;
let admin: Authenticated;

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  second = await buildTestServer(t.database);
  admin = await signIn(
    t.app,
    await buildUser(t.database.db, { roles: ['ROLE_USER', 'ROLE_ADMIN'] }),
  );
  await buildEgypt(t.database.db);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

/** Milliseconds until `check` holds on the second instance (polled, never slept). */
async function msUntil(check: () => Promise<boolean>): Promise<number> {
  const start = performance.now();
  await expect.poll(check, { timeout: 5000, interval: 10 }).toBe(true);
  return performance.now() - start;
}

describe('an edit on one instance', () => {
  it('shows on another within a second, past the answers it kept', async () => {
    const form = spotForm({ name: 'Numidia wreck' });
    const spot = await createSpot(t.app, admin, form);
    // The second instance reads (and keeps) the spot's details, search answers, map and page.
    await expect
      .poll(async () => (await publicView(second, spot, 'Numidia')).mapName, { timeout: 5000 })
      .toBe('Numidia wreck');
    expect(await publicView(second, spot, 'Numidia')).toMatchObject({
      byId: { name: 'Numidia wreck' },
      bySlug: { name: 'Numidia wreck' },
      searched: [{ objectId: spot.id, title: 'Numidia wreck' }],
      title: 'Numidia wreck · DiveSpot',
    });

    await updateSpot(t.app, admin, spot.id, { ...form, name: 'Numidia steamer' });
    const ms = await msUntil(async () => {
      const view = await publicView(second, spot, 'Numidia steamer');
      return (
        view.byId?.name === 'Numidia steamer' &&
        view.bySlug?.name === 'Numidia steamer' &&
        view.searched.some((r) => r.objectId === spot.id && r.title === 'Numidia steamer') &&
        view.mapName === 'Numidia steamer' &&
        view.title === 'Numidia steamer · DiveSpot'
      );
    });
    expect(ms).toBeLessThan(1000);
  });

  it('takes a deleted spot out of the other’s answers and sitemap within a second', async () => {
    const spot = await createSpot(t.app, admin, spotForm({ name: 'Dunraven wreck' }));
    await expect
      .poll(async () => (await publicView(second, spot, 'Dunraven')).inSitemap, { timeout: 5000 })
      .toBe(true);
    expect((await publicView(second, spot, 'Dunraven')).byId).toMatchObject({
      name: 'Dunraven wreck',
    });

    expect(
      (await adminCall(t.app, admin, 'DELETE', `/api/admin/spots/${spot.id}`)).statusCode,
    ).toBe(204);
    const ms = await msUntil(async () => {
      const view = await publicView(second, spot, 'Dunraven');
      return (
        view.byId === null &&
        view.bySlug === null &&
        view.searched.length === 0 &&
        view.mapName === null &&
        !view.inSitemap
      );
    });
    expect(ms).toBeLessThan(1000);
  });
});
