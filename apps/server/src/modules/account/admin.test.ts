import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Authenticated } from '@divespot/shared/account';
import type { AdminUserPage } from '@divespot/shared/admin';
import type { TestApp } from '../../test/test-app.ts';
import { AdminService } from './admin.service.ts';
import {
  bearer,
  createAccountTestApp,
  registerUser,
  type TestSmtp,
} from './account.test-helpers.ts';

let t: TestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  ({ t, smtp } = await createAccountTestApp({
    ADMIN_EMAIL: 'Boss@Example.com',
    ADMIN_PASSWORD: 'boss-password',
  }));
});
afterAll(() => t.close());

const signIn = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/authenticate', payload: { username, password } });

describe('admins', () => {
  it('ADMIN_EMAIL/ADMIN_PASSWORD make an admin on start who may use admin calls', async () => {
    await t.app.ready();
    const res = await signIn('boss@example.com', 'boss-password');
    expect(res.statusCode, res.body).toBe(200);
    const admin = res.json<Authenticated>();
    expect(admin.roles).toEqual(['ROLE_USER', 'ROLE_ADMIN']);
    const users = await t.app.inject({ url: '/api/admin/users', headers: bearer(admin) });
    expect(users.statusCode).toBe(200);
    expect(users.json<AdminUserPage>().content).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'boss@example.com', isAdmin: true }),
      ]),
    );
  });

  it('non-admins get 403 and signed-out visitors 401', async () => {
    const user = await registerUser(t.app, smtp, 'plain@example.com');
    const res = await t.app.inject({ url: '/api/admin/users', headers: bearer(user) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: 'Administrator privileges are required.',
    });
    expect((await t.app.inject({ url: '/api/admin/users' })).statusCode).toBe(401);
  });

  it('the create-admin command promotes an existing account', async () => {
    await registerUser(t.app, smtp, 'promoted@example.com');
    const admins = new AdminService(t.database.db);
    expect(await admins.upsertAdmin('Promoted@example.com', 'new-admin-pw')).toBe('updated');
    expect(await admins.upsertAdmin('fresh-admin@example.com', 'fresh-admin-pw')).toBe('created');
    const promoted = (await signIn('promoted@example.com', 'new-admin-pw')).json<Authenticated>();
    expect(promoted.roles.sort()).toEqual(['ROLE_ADMIN', 'ROLE_USER']);
    expect(
      (await t.app.inject({ url: '/api/admin/users', headers: bearer(promoted) })).statusCode,
    ).toBe(200);
    expect((await signIn('fresh-admin@example.com', 'fresh-admin-pw')).json()).toMatchObject({
      roles: ['ROLE_USER', 'ROLE_ADMIN'],
    });
  });
});
