import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileSchema, publicProfileSchema, type Authenticated } from '@divespot/shared/account';
import type { TestApp } from '../../test/test-app.ts';
import {
  bearer,
  createAccountTestApp,
  registerUser,
  type TestSmtp,
} from '../account/account.test-helpers.ts';

let t: TestApp;
let smtp: TestSmtp;
let ada: Authenticated;
let bob: Authenticated;

beforeAll(async () => {
  ({ t, smtp } = await createAccountTestApp({
    UPLOADS_DIR: `/tmp/divespot-profile-test-${process.pid}`,
  }));
  ada = await registerUser(t.app, smtp, 'ada@example.com');
  bob = await registerUser(t.app, smtp, 'bob@example.com');
});
afterAll(() => t.close());

const idOf = async (who: Authenticated) =>
  profileSchema.parse((await t.app.inject({ url: '/api/profile', headers: bearer(who) })).json())
    .id;

describe('GET/PATCH /api/profile', () => {
  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ url: '/api/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Please sign in to continue.',
    });
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/profile', payload: { firstName: 'X' } }))
        .statusCode,
    ).toBe(401);
  });

  it("shows and changes the signed-in user's own names only", async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: bearer(ada),
      payload: { firstName: ' Augusta ', emailConsent: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Augusta',
      lastName: 'Lovelace',
      emailConsent: false,
      hasPassword: true,
    });
    const bobs = (
      await t.app.inject({ url: '/api/profile', headers: bearer(bob) })
    ).json<unknown>();
    expect(bobs).toMatchObject({ email: 'bob@example.com', firstName: 'Ada' });
  });

  it('remembers the language and units a diver chose, and refuses ones we do not have', async () => {
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/profile', headers: bearer(ada), payload });
    const before = (
      await t.app.inject({ url: '/api/profile', headers: bearer(ada) })
    ).json<unknown>();
    expect(before).toMatchObject({ language: null, units: null });
    const chosen = await patch({ language: 'ja', units: 'imperial' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ language: 'ja', units: 'imperial' });
    const bad = await patch({ language: 'klingon', units: 'furlongs' });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json<{ detail: { fields: { field: string }[] } }>().detail.fields;
    expect(fields.map((f) => f.field).sort()).toEqual(['language', 'units']);
    const after = (
      await t.app.inject({ url: '/api/profile', headers: bearer(ada) })
    ).json<unknown>();
    expect(after).toMatchObject({ language: 'ja', units: 'imperial' });
  });

  it('refuses bad names and fields a user may not set', async () => {
    const blank = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: bearer(ada),
      payload: { lastName: '  ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      detail: { fields: [{ field: 'lastName', message: 'Last name is required' }] },
    });
    const roles = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: bearer(ada),
      payload: { roles: ['ROLE_ADMIN'] },
    });
    expect(roles.statusCode).toBe(400);
    const me = (await t.app.inject({ url: '/api/profile', headers: bearer(ada) })).json<{
      roles: string[];
    }>();
    expect(me.roles).toEqual(['ROLE_USER']);
  });
});

describe('profile photo', () => {
  it('takes an image body, stores a square WebP and links it', async () => {
    const png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#0369a1' },
    })
      .png()
      .toBuffer();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/photo',
      headers: { ...bearer(ada), 'content-type': 'image/png' },
      payload: png,
    });
    expect(res.statusCode, res.body).toBe(200);
    const link = profileSchema.parse(res.json()).imageLink;
    expect(link).toMatch(/^\/api\/image\/\d+$/);
    const image = await t.app.inject({ url: link ?? '' });
    expect(image.statusCode).toBe(200);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 512,
      height: 512,
    });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile/photo',
      headers: bearer(ada),
    });
    expect(removed.json()).toMatchObject({ imageLink: null });
  });

  it('refuses what is not an image, other types and signed-out uploads', async () => {
    const junk = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/photo',
      headers: { ...bearer(ada), 'content-type': 'image/jpeg' },
      payload: Buffer.from('not a jpeg'),
    });
    expect(junk.statusCode).toBe(400);
    expect(junk.json()).toMatchObject({ code: 'INVALID_IMAGE', message: 'Profile update failed' });
    const text = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/photo',
      headers: { ...bearer(ada), 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/photo',
      headers: { 'content-type': 'image/png' },
      payload: Buffer.from('x'),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/profile/{id}', () => {
  const own = async (who: Authenticated) =>
    profileSchema.parse((await t.app.inject({ url: '/api/profile', headers: bearer(who) })).json());

  it('shows only the first name and photo, found by the random public id', async () => {
    const bobs = await own(bob);
    expect(bobs.publicId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(bobs.publicId).not.toBe((await own(ada)).publicId);
    const res = await t.app.inject({ url: `/api/profile/${bobs.publicId.toUpperCase()}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: bobs.publicId, firstName: 'Ada', imageLink: null });
    publicProfileSchema.strict().parse(res.json());
    expect(res.body).not.toContain('bob@example.com');
    expect(res.body).not.toContain('Lovelace');
  });

  it('answers 404 for an account number, an unknown id or junk', async () => {
    const number = await idOf(bob);
    for (const id of [
      String(number),
      '1',
      '00000000-0000-4000-8000-000000000000',
      'abc',
      "1' or '1'='1",
    ]) {
      const res = await t.app.inject({ url: `/api/profile/${encodeURIComponent(id)}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({
        status: 404,
        code: 'NOT_FOUND',
        message: 'No user with that id.',
      });
    }
  });
});
