import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, type Authenticated, type TokenPair } from '@divespot/shared/account';
import type { TestApp } from '../../test/test-app.ts';
import {
  bearer,
  createAccountTestApp,
  freshIp,
  quotedPrintable,
  registerUser,
  type TestSmtp,
} from './account.test-helpers.ts';

const SECRET = 'test-secret-test-secret-test-secret-42';
let t: TestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  ({ t, smtp } = await createAccountTestApp({
    JWT_SECRET: SECRET,
    PUBLIC_URL: 'https://divespot.example',
  }));
});
afterAll(() => t.close());

const post = (
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  ip = freshIp(),
) => t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: ip });
const signIn = (username: string, password: string, ip?: string) =>
  post('/api/authenticate', { username, password }, {}, ip);
const refresh = (refreshToken: string) => post('/api/account/refreshtoken', { refreshToken });
const profile = (tokens: { accessToken: string }) =>
  t.app.inject({ url: '/api/profile', headers: bearer(tokens) });

describe('POST /api/authenticate', () => {
  it('signs in with the e-mail in any case and answers tokens and the user', async () => {
    await registerUser(t.app, smtp, 'signin@example.com', 'right-password');
    const res = await signIn('SignIn@Example.com', 'right-password');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Authenticated>();
    expect(body).toMatchObject({
      username: 'signin@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      roles: ['ROLE_USER'],
    });
    expect(body.expiresAt).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect((await profile(body)).statusCode).toBe(200);
  });

  it('answers 401 with the docs/product/errors.md message for a wrong password or an unknown address', async () => {
    await registerUser(t.app, smtp, 'wrongpw@example.com', 'right-password');
    for (const res of [
      await signIn('wrongpw@example.com', 'wrong-password'),
      await signIn('nobody@example.com', 'whatever'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        status: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password. Please check your credentials and try again.',
      });
    }
  });

  it('names missing fields with 400', async () => {
    const res = await post('/api/authenticate', { username: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      detail: {
        fields: [
          { field: 'username', message: 'Please enter a valid email address' },
          { field: 'password', message: 'Password is required' },
        ],
      },
    });
  });

  it('refuses a body over the size limit', async () => {
    const res = await post('/api/authenticate', {
      username: 'a@b.co',
      password: 'x'.repeat(20_000),
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('refresh tokens', () => {
  it('rotate: each works once, and reusing one ends the whole session', async () => {
    const first = await registerUser(t.app, smtp, 'rotate@example.com');
    const r1 = await refresh(first.refreshToken);
    expect(r1.statusCode, r1.body).toBe(200);
    const second = r1.json<TokenPair>();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await profile(second)).statusCode).toBe(200);

    // The replaced token comes back (stolen): the session ends, for the thief and the owner.
    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({
      status: 401,
      code: 'REFRESH_FAILED',
      message: 'Token refresh failed',
    });
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await profile(second)).statusCode).toBe(401);

    // Another session of the same user goes on.
    const other = (await signIn('rotate@example.com', 'secret-1')).json<Authenticated>();
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('refuses unknown, empty and expired refresh tokens', async () => {
    expect((await refresh('not-a-token')).json()).toMatchObject({
      status: 401,
      message: ACCOUNT_MESSAGES.refreshFailed,
    });
    const empty = await post('/api/account/refreshtoken', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      detail: { fields: [{ field: 'refreshToken', message: 'No refresh token available' }] },
    });
    const user = await registerUser(t.app, smtp, 'expired-refresh@example.com');
    await t.database.db
      .updateTable('refresh_token')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  const key = new TextEncoder().encode(SECRET);
  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      sub: string;
      sid: string;
    };

  it('are refused when expired, tampered with, of another issuer or audience, or unsigned', async () => {
    const user = await registerUser(t.app, smtp, 'jwt@example.com');
    const { sub, sid } = claimsOf(user.accessToken);
    const sign = (opts: { exp?: number; iss?: string; aud?: string }) =>
      new SignJWT({ sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuer(opts.iss ?? 'https://divespot.example')
        .setAudience(opts.aud ?? 'divespot-web')
        .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 600)
        .sign(key);
    // The forged-but-correct token works, so the refusals below are about the one thing changed.
    expect((await profile({ accessToken: await sign({}) })).statusCode).toBe(200);

    const expired = await profile({
      accessToken: await sign({ exp: Math.floor(Date.now() / 1000) - 5 }),
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
    for (const accessToken of [
      await sign({ iss: 'https://evil.example' }),
      await sign({ aud: 'someone-else' }),
      `${user.accessToken.slice(0, -4)}AAAA`,
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${user.accessToken.split('.')[1]}.`,
      'garbage',
    ]) {
      const res = await profile({ accessToken });
      expect(res.statusCode, accessToken).toBe(401);
      expect(res.json()).toMatchObject({
        code: 'INVALID_TOKEN',
        message: 'Please sign in to continue.',
      });
    }
  });
});

describe('sign out and passwords', () => {
  it('logout/me ends this session only; everywhere=true ends all', async () => {
    const a = await registerUser(t.app, smtp, 'logout@example.com');
    const b = (await signIn('logout@example.com', 'secret-1')).json<Authenticated>();
    const out = await t.app.inject({ url: '/api/account/logout/me', headers: bearer(a) });
    expect(out.json()).toEqual({ revokedSessions: 1 });
    expect((await profile(a)).statusCode).toBe(401);
    expect((await refresh(a.refreshToken)).statusCode).toBe(401);
    expect((await profile(b)).statusCode).toBe(200);
    const c = (await signIn('logout@example.com', 'secret-1')).json<Authenticated>();
    // c's token is checked (and remembered) before its session ends everywhere.
    expect((await profile(c)).statusCode).toBe(200);
    const all = await t.app.inject({
      url: '/api/account/logout/me?everywhere=true',
      headers: bearer(b),
    });
    expect(all.json()).toEqual({ revokedSessions: 2 });
    expect((await profile(c)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/account/logout/me' })).statusCode).toBe(401);
  });

  it('changePassword needs the old password and signs the other sessions out', async () => {
    const a = await registerUser(t.app, smtp, 'change@example.com', 'old-password');
    const b = (await signIn('change@example.com', 'old-password')).json<Authenticated>();
    const bad = await post(
      '/api/account/changePassword',
      { oldPassword: 'nope-nope', newPassword: 'new-password' },
      bearer(a),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      detail: { fields: [{ field: 'oldPassword', message: 'Current password is incorrect.' }] },
    });
    const short = await post(
      '/api/account/changePassword',
      { oldPassword: 'old-password', newPassword: '12345' },
      bearer(a),
    );
    expect(short.json()).toMatchObject({
      detail: {
        fields: [{ field: 'newPassword', message: 'Password must be at least 6 characters' }],
      },
    });
    const ok = await post(
      '/api/account/changePassword',
      { oldPassword: 'old-password', newPassword: 'new-password' },
      bearer(a),
    );
    expect(ok.json()).toEqual({ changed: true, revokedSessions: 1 });
    expect((await profile(a)).statusCode).toBe(200);
    expect((await profile(b)).statusCode).toBe(401);
    expect((await signIn('change@example.com', 'old-password')).statusCode).toBe(401);
    expect((await signIn('change@example.com', 'new-password')).statusCode).toBe(200);
    expect(
      (await post('/api/account/changePassword', { oldPassword: 'x', newPassword: 'yyyyyy' }))
        .statusCode,
    ).toBe(401);
  });

  it('resetPassword answers the same for any address and mails a one-time link', async () => {
    const old = await registerUser(t.app, smtp, 'forgot@example.com', 'forgotten');
    const known = await post('/api/account/resetPassword', { email: 'forgot@example.com' });
    const unknown = await post('/api/account/resetPassword', { email: 'ghost@example.com' });
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.body).toBe(unknown.body);
    expect(smtp.to('ghost@example.com')).toEqual([]);
    const raw = quotedPrintable(smtp.to('forgot@example.com').at(-1)?.raw ?? '');
    const token = /https:\/\/divespot\.example\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(
      raw,
    )?.[1];
    expect(token, raw).toBeDefined();

    const done = await post('/api/account/resetPassword/finish', {
      token,
      newPassword: 'remembered',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ username: 'forgot@example.com' });
    expect((await profile(old)).statusCode).toBe(401);
    expect((await signIn('forgot@example.com', 'remembered')).statusCode).toBe(200);
    const again = await post('/api/account/resetPassword/finish', {
      token,
      newPassword: 'another-one',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'RESET_LINK_INVALID',
      message: 'This password reset link is invalid or has expired.',
    });
  });
});
