import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Authenticated } from '@divespot/shared/account';
import { buildUser, signIn, type BuiltUser } from '../../test/builders/build-user.ts';
import { buildTestServer, createTestApp, type TestApp } from '../../test/test-app.ts';
import type { AdminUser, AdminUserPage, AuditPage } from '@divespot/shared/admin';
import type { ErrorBody } from '@divespot/shared/errors';
import { bearer } from './account.test-helpers.ts';

/** The console's users section and the audit log (docs/product/admin.md). */

let t: TestApp;
let boss: Authenticated;
let bossUser: BuiltUser;

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  bossUser = await buildUser(t.database.db, {
    email: 'boss@users.test',
    firstName: 'Bea',
    lastName: 'Boss',
    roles: ['ROLE_USER', 'ROLE_ADMIN'],
  });
  boss = await signIn(t.app, bossUser);
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'PUT',
  url: string,
  who: { accessToken: string } = boss,
  payload?: object,
) => t.app.inject({ method, url, headers: bearer(who), ...(payload ? { payload } : {}) });

const auditOf = async (subjectId: number | string) =>
  (await call('GET', `/api/admin/audit?subject=user&subjectId=${subjectId}`)).json<AuditPage>()
    .content;

describe('GET /api/admin/users', () => {
  it('finds accounts by e-mail or name, pages and sorts them on the server', async () => {
    for (const [first, last] of [
      ['Zed', 'Alpha'],
      ['Amy', 'Zulu'],
      ['Mo', 'Middle'],
    ] as const)
      await buildUser(t.database.db, {
        email: `${first.toLowerCase()}@finder.test`,
        firstName: first,
        lastName: last,
      });
    const byName = (
      await call('GET', '/api/admin/users?q=finder.test&sort=name&size=2')
    ).json<AdminUserPage>();
    expect(byName.totalElements).toBe(3);
    expect(byName.totalPages).toBe(2);
    expect(byName.content.map((u) => u.lastName)).toEqual(['Alpha', 'Middle']);
    const second = (
      await call('GET', '/api/admin/users?q=finder.test&sort=name&size=2&page=1')
    ).json<AdminUserPage>();
    expect(second.content.map((u) => u.lastName)).toEqual(['Zulu']);

    const byEmail = (
      await call('GET', '/api/admin/users?q=FINDER&sort=email')
    ).json<AdminUserPage>();
    expect(byEmail.content.map((u) => u.email)).toEqual([
      'amy@finder.test',
      'mo@finder.test',
      'zed@finder.test',
    ]);
    expect(
      (await call('GET', '/api/admin/users?q=mo%20middle')).json<AdminUserPage>().totalElements,
    ).toBe(1);
    // A % typed by an admin is a character, not a wildcard.
    expect((await call('GET', '/api/admin/users?q=%25')).json<AdminUserPage>().totalElements).toBe(
      0,
    );
  });

  it("shows an account's lists count, role and state", async () => {
    const diver = await buildUser(t.database.db, { email: 'lists@users.test' });
    const session = await signIn(t.app, diver);
    await t.app.inject({
      method: 'POST',
      url: '/api/bookmarks/folders',
      headers: bearer(session),
      payload: { name: 'Red Sea trip' },
    });
    const [row] = (await call('GET', '/api/admin/users?q=lists@users.test')).json<AdminUserPage>()
      .content;
    expect(row).toMatchObject({ email: 'lists@users.test', isAdmin: false, disabledAt: null });
    expect(row?.listCount).toBeGreaterThanOrEqual(1);
  });

  it('refuses bad paging and sorting with 400, naming the field', async () => {
    for (const [query, field] of [
      ['size=0', 'size'],
      ['size=101', 'size'],
      ['page=-1', 'page'],
      ['sort=random', 'sort'],
    ]) {
      const res = await call('GET', `/api/admin/users?${query}`);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json<ErrorBody>().detail?.fields).toContainEqual(
        expect.objectContaining({ field }),
      );
    }
  });
});

describe('the admin role', () => {
  it('is granted and revoked, and each change is in the audit log', async () => {
    const diver = await buildUser(t.database.db, { email: 'promote@users.test' });
    const granted = await call('PUT', `/api/admin/users/${diver.id}/admin`, boss, { admin: true });
    expect(granted.statusCode).toBe(200);
    expect(granted.json<AdminUser>().isAdmin).toBe(true);
    expect(granted.json<AdminUser>().roles).toContain('ROLE_ADMIN');

    const revoked = await call('PUT', `/api/admin/users/${diver.id}/admin`, boss, { admin: false });
    expect(revoked.json()).toMatchObject({ isAdmin: false, roles: ['ROLE_USER'] });

    const log = await auditOf(diver.id);
    expect(log.map((e) => e.action)).toEqual(['user.revoke_admin', 'user.grant_admin']);
    expect(log[1]).toMatchObject({
      actorEmail: 'boss@users.test',
      actorId: bossUser.id,
      subject: 'user',
      subjectId: String(diver.id),
      before: { roles: ['ROLE_USER'], disabled: false },
      after: { roles: ['ROLE_USER', 'ROLE_ADMIN'], disabled: false },
    });
  });

  it('cannot be revoked by the last admin from themselves', async () => {
    const lone = await createTestApp({}, { seed: false });
    try {
      const only = await buildUser(lone.database.db, { roles: ['ROLE_USER', 'ROLE_ADMIN'] });
      const session = await signIn(lone.app, only);
      const res = await lone.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${only.id}/admin`,
        headers: bearer(session),
        payload: { admin: false },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'LAST_ADMIN' });
      const after = await lone.database.db
        .selectFrom('app_user')
        .select('roles')
        .where('id', '=', only.id)
        .executeTakeFirstOrThrow();
      expect(after.roles).toContain('ROLE_ADMIN');
      expect(await lone.database.db.selectFrom('audit_log').selectAll().execute()).toEqual([]);
    } finally {
      await lone.close();
    }
  });

  it('leaves one admin when two revoke their own roles at once', async () => {
    const pair = await createTestApp({}, { seed: false });
    try {
      const a = await buildUser(pair.database.db, { roles: ['ROLE_ADMIN'] });
      const b = await buildUser(pair.database.db, { roles: ['ROLE_ADMIN'] });
      const [sa, sb] = [await signIn(pair.app, a), await signIn(pair.app, b)];
      const results = await Promise.all(
        [
          [a, sa],
          [b, sb],
        ].map(([user, session]) =>
          pair.app.inject({
            method: 'PUT',
            url: `/api/admin/users/${(user as BuiltUser).id}/admin`,
            headers: bearer(session as Authenticated),
            payload: { admin: false },
          }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const admins = await pair.database.db.selectFrom('app_user').select('roles').execute();
      expect(admins.filter((u) => u.roles.includes('ROLE_ADMIN'))).toHaveLength(1);
    } finally {
      await pair.close();
    }
  });

  it('answers 404 for an account that does not exist, and 400 for a bad body', async () => {
    expect(
      (await call('PUT', '/api/admin/users/987654321/admin', boss, { admin: true })).statusCode,
    ).toBe(404);
    const bad = await call('PUT', `/api/admin/users/${bossUser.id}/admin`, boss, { admin: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().detail?.fields).toContainEqual(
      expect.objectContaining({ field: 'admin' }),
    );
  });
});

describe('disabling an account', () => {
  it("ends the diver's session: access and refresh tokens stop working, sign-in is refused", async () => {
    const diver = await buildUser(t.database.db, { email: 'disable-me@users.test' });
    const session = await signIn(t.app, diver);
    expect((await call('GET', '/api/profile', session)).statusCode).toBe(200);

    const res = await call('PUT', `/api/admin/users/${diver.id}/disabled`, boss, {
      disabled: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminUser>().disabledAt).toEqual(expect.any(String));

    expect((await call('GET', '/api/profile', session)).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/account/refreshtoken',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: diver.email, password: diver.password },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: 'ACCOUNT_DISABLED' });
    // A wrong password still says only that the credentials are wrong.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: diver.email, password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);

    const enabled = await call('PUT', `/api/admin/users/${diver.id}/disabled`, boss, {
      disabled: false,
    });
    expect(enabled.json<AdminUser>().disabledAt).toBeNull();
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: diver.email, password: diver.password },
    });
    expect(back.statusCode).toBe(200);
    expect((await auditOf(diver.id)).map((e) => e.action)).toEqual(['user.enable', 'user.disable']);
  });

  it('ends the session on a second server on the same database too', async () => {
    const other = await buildTestServer(t.database);
    try {
      const diver = await buildUser(t.database.db, { email: 'two-servers@users.test' });
      const session = await signIn(other, diver);
      expect(
        (await other.inject({ url: '/api/profile', headers: bearer(session) })).statusCode,
      ).toBe(200);
      await call('PUT', `/api/admin/users/${diver.id}/disabled`, boss, { disabled: true });
      // The other server trusts a checked token for at most 5 s; a new one it has not seen is refused.
      const fresh = await t.app.inject({
        method: 'POST',
        url: '/api/account/refreshtoken',
        payload: { refreshToken: session.refreshToken },
      });
      expect(fresh.statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it("is refused for the admin's own account", async () => {
    const res = await call('PUT', `/api/admin/users/${bossUser.id}/disabled`, boss, {
      disabled: true,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'OWN_ACCOUNT' });
  });
});
