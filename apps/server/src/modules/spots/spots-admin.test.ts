import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Authenticated } from '@divespot/shared/account';
import type { AuditPage } from '@divespot/shared/admin';
import type { AdminSpot } from '@divespot/shared/admin-content';
import type { BookmarkFolder } from '@divespot/shared/bookmarks';
import { buildSpecies } from '../../test/builders/build-species.ts';
import { buildSpot } from '../../test/builders/build-spot.ts';
import { buildUser, signIn, type BuiltUser } from '../../test/builders/build-user.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  adminCall,
  buildEgypt,
  createSpot,
  publicView,
  spotForm,
  updateSpot,
} from './spots-admin.test-helpers.ts';

/** The console's spot editor (/api/admin/spots), through the API, and what the public sees of it. */

let t: TestApp;
let adminUser: BuiltUser;
let admin: Authenticated;
let diver: Authenticated;

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  const db = t.database.db;
  adminUser = await buildUser(db, { roles: ['ROLE_USER', 'ROLE_ADMIN'] });
  admin = await signIn(t.app, adminUser);
  diver = await signIn(t.app, await buildUser(db));
  await buildEgypt(db);
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  who: Authenticated | null = admin,
) => adminCall(t.app, who, method, url, payload);

describe('creating a spot', () => {
  it('answers 201 with the spot: slug from its name, place from its point, our provenance', async () => {
    const created = await createSpot(t.app, admin, spotForm({ name: 'Kingston wreck' }));
    expect(created).toEqual({
      ...spotForm({ name: 'Kingston wreck' }),
      bestMonths: [4, 5, 10],
      id: expect.any(Number) as number,
      slug: 'kingston-wreck',
      path: '/spots/kingston-wreck',
      source: { name: 'divespot', license: 'CC-BY-4.0' },
      place: {
        country: { code: 'EG', slug: 'egypt', name: 'Egypt' },
        region: { slug: 'strait-of-gubal', name: 'Strait of Gubal' },
      },
      images: [],
    });
    const read = await call('GET', `/api/admin/spots/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
  });

  it('gives a taken slug -2, -3…, and a name without Latin letters a slug of its own', async () => {
    const slugs = [];
    for (let i = 0; i < 3; i++)
      slugs.push((await createSpot(t.app, admin, spotForm({ name: 'Twin Rocks' }))).slug);
    expect(slugs).toEqual(['twin-rocks', 'twin-rocks-2', 'twin-rocks-3']);
    const japanese = await createSpot(t.app, admin, spotForm({ name: '大瀬崎' }));
    expect(japanese.slug).toMatch(/^spot-[0-9a-f]{8}$/);
  });

  it('places a point far out at sea in no country', async () => {
    const created = await createSpot(
      t.app,
      admin,
      spotForm({ name: 'Mid-Atlantic seamount', latitude: -45, longitude: -30 }),
    );
    expect(created.place).toEqual({ country: null, region: null });
  });
});

describe('opening a spot', () => {
  it('opens and saves back a spot of the clearest water, as the team’s data has it', async () => {
    // Silfra is seen through at up to 120 m.
    const clear = await buildSpot(t.database.db, { visibility_min: 50, visibility_max: 120 });
    const res = await call('GET', `/api/admin/spots/${clear.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const opened = res.json<AdminSpot>();
    expect(opened).toMatchObject({ visibilityMin: 50, visibilityMax: 120 });
    // The form's fields, as the editor sends them back.
    const form = Object.fromEntries(
      Object.keys(spotForm()).map((key) => [key, opened[key as keyof AdminSpot]]),
    );
    const saved = await call('PUT', `/api/admin/spots/${clear.id}`, form);
    expect(saved.statusCode, saved.body).toBe(200);
  });
});

describe('refusing a spot', () => {
  const refused = async (method: 'POST' | 'PUT', url: string, form: object) => {
    const res = await call(method, url, form);
    expect(res.statusCode, res.body).toBe(400);
    return res.json<{ code: string; detail: { fields: { field: string; message: string }[] } }>();
  };
  const cases: [string, object, { field: string; message: string }][] = [
    [
      'a floor above its top',
      spotForm({ depthMin: 30, depthMax: 12 }),
      { field: 'depthMax', message: 'must be at least the shallowest depth' },
    ],
    [
      'an unknown level',
      spotForm({ level: 'pro' as 'expert' }),
      { field: 'level', message: 'must be one of beginner, intermediate, advanced, expert' },
    ],
    [
      'a latitude off the globe',
      spotForm({ latitude: 91 }),
      { field: 'latitude', message: 'must be between -90 and 90' },
    ],
    [
      'an unknown key',
      { ...spotForm(), colour: 'blue' },
      { field: 'body', message: 'Unrecognized key: "colour"' },
    ],
    ['no name', spotForm({ name: '  ' }), { field: 'name', message: 'is required' }],
  ];

  it('answers 400 naming the field and the reason, as the form says them', async () => {
    const spot = await createSpot(t.app, admin, spotForm({ name: 'Refused reef' }));
    for (const [what, form, field] of cases) {
      for (const [method, url] of [
        ['POST', '/api/admin/spots'],
        ['PUT', `/api/admin/spots/${spot.id}`],
      ] as const) {
        const answer = await refused(method, url, form);
        expect({ what, method, code: answer.code, fields: answer.detail.fields }).toEqual({
          what,
          method,
          code: 'VALIDATION_FAILED',
          fields: [field],
        });
      }
    }
    // Nothing was written.
    const unchanged = await call('GET', `/api/admin/spots/${spot.id}`);
    expect(unchanged.json()).toEqual(spot);
    const audit = await call('GET', `/api/admin/audit?subject=spot&subjectId=${spot.id}`);
    expect(audit.json<AuditPage>().content.map((e) => e.action)).toEqual(['spot.create']);
  });

  it('answers 404 for a spot that does not exist', async () => {
    for (const [method, payload] of [['GET'], ['PUT', spotForm()], ['DELETE']] as const) {
      const res = await call(method, '/api/admin/spots/987654', payload);
      expect({ method, status: res.statusCode }).toEqual({ method, status: 404 });
      expect(res.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: 'No dive spot with that id.',
      });
    }
  });

  it('is for admins only', async () => {
    expect((await call('POST', '/api/admin/spots', spotForm(), null)).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/spots', spotForm(), diver)).statusCode).toBe(403);
  });
});

describe('an edit', () => {
  it('shows at once in every public answer: details, search, map, page head, sitemap', async () => {
    const form = spotForm({ name: 'Carnatic wreck' });
    const spot = await createSpot(t.app, admin, form);
    // Every answer read (and kept by this server) before the edit.
    expect(await publicView(t.app, spot, 'Carnatic')).toMatchObject({
      byId: { name: 'Carnatic wreck', objectId: spot.id },
      bySlug: { name: 'Carnatic wreck' },
      searched: [{ objectId: spot.id, title: 'Carnatic wreck' }],
      title: 'Carnatic wreck · DiveSpot',
      inSitemap: true,
    });
    await expect
      .poll(async () => (await publicView(t.app, spot, 'x')).mapName)
      .toBe('Carnatic wreck');

    const renamed = await updateSpot(t.app, admin, spot.id, {
      ...form,
      name: 'Carnatic steamship',
      depthMax: 27,
      translations: { de: 'Ein Frachter auf sandigem Hang.' },
    });
    expect(renamed).toMatchObject({ slug: spot.slug, depthMax: 27 });
    // A translation left out of the whole spot is gone.
    expect(renamed.translations).toEqual({ de: 'Ein Frachter auf sandigem Hang.' });
    const after = await publicView(t.app, spot, 'Carnatic steamship');
    expect(after).toMatchObject({
      byId: { name: 'Carnatic steamship', depth: { maxDepth: 27 } },
      bySlug: { name: 'Carnatic steamship' },
      searched: [{ objectId: spot.id, title: 'Carnatic steamship' }],
      title: 'Carnatic steamship · DiveSpot',
      inSitemap: true,
    });
    // The map index is rebuilt in the background once the content counter moved.
    await expect
      .poll(async () => (await publicView(t.app, spot, 'x')).mapName, {
        timeout: 1000,
        interval: 20,
      })
      .toBe('Carnatic steamship');
  });

  it('moves a spot to the country and region of its new point', async () => {
    const spot = await createSpot(t.app, admin, spotForm({ name: 'Elphinstone' }));
    const moved = await updateSpot(t.app, admin, spot.id, {
      ...spotForm({ name: 'Elphinstone' }),
      latitude: 25.31,
      longitude: 34.86,
    });
    expect(moved.place.region).toEqual({ slug: 'red-sea-coast', name: 'Red Sea coast' });
    const detail = (await t.app.inject({ url: `/api/spot/id/${spot.id}` })).json<{
      region: { slug: string } | null;
    }>();
    expect(detail.region?.slug).toBe('red-sea-coast');
  });
});

describe('deleting a spot', () => {
  it('answers 204; its page, sitemap entry, sightings and place in divers’ lists go', async () => {
    const spot = await createSpot(t.app, admin, spotForm({ name: 'Doomed reef' }));
    const species = await buildSpecies(t.database.db, { sightings: [{ spotId: spot.id }] });
    const folder = (
      await call('POST', '/api/bookmarks/folders', { name: 'Red Sea trip' }, diver)
    ).json<BookmarkFolder>();
    const added = await call(
      'POST',
      `/api/bookmarks/folders/${folder.objectId}/items`,
      { objectId: spot.id, type: 'DIVE_SPOT' },
      diver,
    );
    expect(added.json<BookmarkFolder>().itemCount).toBe(1);
    expect((await publicView(t.app, spot, 'Doomed reef')).inSitemap).toBe(true);

    const res = await call('DELETE', `/api/admin/spots/${spot.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const gone = await publicView(t.app, spot, 'Doomed reef');
    expect(gone).toMatchObject({ byId: null, bySlug: null, searched: [], inSitemap: false });
    expect((await t.app.inject({ url: `/spots/${spot.slug}` })).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/spots/${spot.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/spots/${spot.id}`)).statusCode).toBe(404);
    const lists = (await call('GET', '/api/bookmarks/folders', undefined, diver)).json<
      BookmarkFolder[]
    >();
    expect(lists.find((l) => l.objectId === folder.objectId)?.itemCount).toBe(0);
    const sightings = await t.database.db
      .selectFrom('species_sighting')
      .select('spot_id')
      .where('species_id', '=', species.id)
      .execute();
    expect(sightings).toEqual([]);
  });
});

describe('the audit log', () => {
  it('has each change with the admin, and the spot before and after', async () => {
    const spot = await createSpot(t.app, admin, spotForm({ name: 'Audited arch' }));
    await updateSpot(t.app, admin, spot.id, spotForm({ name: 'Audited arches' }));
    expect((await call('DELETE', `/api/admin/spots/${spot.id}`)).statusCode).toBe(204);

    const res = await call('GET', `/api/admin/audit?subject=spot&subjectId=${spot.id}`);
    expect(res.statusCode).toBe(200);
    const entries = res.json<AuditPage>().content;
    expect(entries.map((e) => [e.action, e.actorEmail, e.subjectId])).toEqual([
      ['spot.delete', adminUser.email, String(spot.id)],
      ['spot.update', adminUser.email, String(spot.id)],
      ['spot.create', adminUser.email, String(spot.id)],
    ]);
    const [deleted, updated, created] = entries;
    // The spot's own fields; its pictures have entries of their own.
    const { images, ...fields } = spot;
    expect(images).toEqual([]);
    expect(created).toMatchObject({ before: null, after: fields });
    expect(created?.after).not.toHaveProperty('images');
    expect(updated).toMatchObject({
      before: { name: 'Audited arch', slug: spot.slug },
      after: { name: 'Audited arches', slug: spot.slug },
    });
    expect(deleted).toMatchObject({ before: { name: 'Audited arches' }, after: null });
  });
});
