import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Authenticated } from '@divespot/shared/account';
import type { AuditPage } from '@divespot/shared/admin';
import type { AdminImage, AdminSpot } from '@divespot/shared/admin-content';
import type { SpotDetail } from '@divespot/shared/spots';
import { buildDiveCenter } from '../../test/builders/build-dive-center.ts';
import { buildSpecies } from '../../test/builders/build-species.ts';
import { buildSpot, type BuiltSpot } from '../../test/builders/build-spot.ts';
import { buildUser, signIn } from '../../test/builders/build-user.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The console's pictures: POST /api/admin/images/{owner}/{id} and DELETE /api/admin/images/{id}. */

const UPLOADS = `/tmp/divespot-images-admin-test-${process.pid}`;
let t: TestApp;
let admin: Authenticated;

beforeAll(async () => {
  t = await createTestApp({ UPLOADS_DIR: UPLOADS }, { seed: false });
  admin = await signIn(
    t.app,
    await buildUser(t.database.db, { roles: ['ROLE_USER', 'ROLE_ADMIN'] }),
  );
});
afterAll(async () => {
  await t.close();
  await rm(UPLOADS, { recursive: true, force: true });
});

/** A real PNG picture of a flat colour. */
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1e6fa8' } })
    .png()
    .toBuffer();

const upload = (url: string, body: Buffer | string, type = 'image/png') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { authorization: `Bearer ${admin.accessToken}`, 'content-type': type },
  });

const remove = (id: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/admin/images/${id}`,
    headers: { authorization: `Bearer ${admin.accessToken}` },
  });

const publicSpot = async (spot: BuiltSpot) =>
  (await t.app.inject({ url: `/api/spot/id/${spot.id}` })).json<SpotDetail>();

async function uploaded(url: string, body: Buffer): Promise<AdminImage> {
  const res = await upload(url, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminImage>();
}

describe('a spot’s picture', () => {
  it('is stored as WebP at its own shape, and shows in the spot’s public answer at once', async () => {
    const spot = await buildSpot(t.database.db);
    const before = await publicSpot(spot);
    expect(before.images).toEqual([`/api/image/illustration/spot/${spot.id}`]);

    const wide = await uploaded(`/api/admin/images/spots/${spot.id}`, await png(3000, 1200));
    expect(wide).toEqual({ id: wide.id, url: `/api/image/${wide.id}`, width: 2000, height: 800 });
    const small = await uploaded(`/api/admin/images/spots/${spot.id}`, await png(300, 400));
    expect(small).toMatchObject({ width: 300, height: 400 });

    const served = await t.app.inject({ url: wide.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 2000, height: 800 });

    // In the order they were added, the first as the cover.
    expect(await publicSpot(spot)).toMatchObject({
      coverImageLink: wide.url,
      images: [wide.url, small.url],
    });
    const edited = await t.app.inject({
      url: `/api/admin/spots/${spot.id}`,
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(edited.json<AdminSpot>().images).toEqual([wide, small]);

    expect((await remove(wide.id)).statusCode).toBe(204);
    expect(await publicSpot(spot)).toMatchObject({
      coverImageLink: small.url,
      images: [small.url],
    });
    expect((await t.app.inject({ url: wide.url })).statusCode).toBe(404);
    expect((await remove(wide.id)).statusCode).toBe(404);
    expect((await remove(small.id)).statusCode).toBe(204);
    expect((await publicSpot(spot)).images).toEqual([`/api/image/illustration/spot/${spot.id}`]);
  });

  it('is written to the audit log when added and removed', async () => {
    const spot = await buildSpot(t.database.db);
    const image = await uploaded(`/api/admin/images/spots/${spot.id}`, await png(40, 30));
    expect((await remove(image.id)).statusCode).toBe(204);
    const res = await t.app.inject({
      url: `/api/admin/audit?subject=image&subjectId=${image.id}`,
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    const fields = { ...image, ownerType: 'spot', ownerId: spot.id, position: 0 };
    expect(res.json<AuditPage>().content).toMatchObject([
      { action: 'image.delete', before: fields, after: null },
      { action: 'image.create', before: null, after: fields },
    ]);
  });
});

describe('pictures of species and dive centers', () => {
  it('are added the same way', async () => {
    const species = await buildSpecies(t.database.db);
    const center = await buildDiveCenter(t.database.db);
    const picture = await png(64, 48);
    expect(await uploaded(`/api/admin/images/species/${species.id}`, picture)).toMatchObject({
      width: 64,
      height: 48,
    });
    expect(await uploaded(`/api/admin/images/dive-centers/${center.id}`, picture)).toMatchObject({
      width: 64,
      height: 48,
    });
    const rows = await t.database.db
      .selectFrom('image')
      .select(['owner_type', 'owner_id'])
      .where('owner_type', 'in', ['species', 'center'])
      .execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        { owner_type: 'species', owner_id: species.id },
        { owner_type: 'center', owner_id: center.id },
      ]),
    );
  });
});

describe('refused pictures', () => {
  it('answer 404 for a record that does not exist', async () => {
    for (const owner of ['spots', 'species', 'dive-centers']) {
      const res = await upload(`/api/admin/images/${owner}/987654`, await png(10, 10));
      expect({ owner, status: res.statusCode }).toEqual({ owner, status: 404 });
    }
    expect((await remove(987654)).statusCode).toBe(404);
  });

  it('answer 415 for a body that is not sent as an image, 400 for bytes that are not one', async () => {
    const spot = await buildSpot(t.database.db);
    const text = await upload(`/api/admin/images/spots/${spot.id}`, 'hello', 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    const junk = await upload(`/api/admin/images/spots/${spot.id}`, Buffer.from('not a picture'));
    expect(junk.statusCode).toBe(400);
    expect(junk.json()).toMatchObject({
      code: 'INVALID_IMAGE',
      message: 'The picture could not be read.',
      detail: { fields: [{ field: 'body', message: 'is not a readable JPEG, PNG or WebP image' }] },
    });
    expect((await publicSpot(spot)).images).toEqual([`/api/image/illustration/spot/${spot.id}`]);
  });

  it('answer 404 when asked to delete a diver’s profile photo', async () => {
    const diver = await signIn(t.app, await buildUser(t.database.db));
    const photo = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/photo',
      payload: await png(600, 600),
      headers: { authorization: `Bearer ${diver.accessToken}`, 'content-type': 'image/png' },
    });
    expect(photo.statusCode, photo.body).toBe(200);
    const imageId = Number(
      /\/api\/image\/(\d+)/.exec(photo.json<{ imageLink: string }>().imageLink)?.[1],
    );
    expect((await remove(imageId)).statusCode).toBe(404);
  });
});
