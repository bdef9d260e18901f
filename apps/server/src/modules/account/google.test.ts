import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Authenticated } from '@divespot/shared/account';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  bearer,
  createAccountTestApp,
  registerUser,
  type TestSmtp,
} from './account.test-helpers.ts';

// Google sign-in against a real OpenID Connect provider on loopback (oauth2-mock-server).
let t: TestApp;
let unconfigured: TestApp;
let smtp: TestSmtp;
const provider = new OAuth2Server();
let identity: Record<string, unknown> = {};

beforeAll(async () => {
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, identity);
  });
  ({ t, smtp } = await createAccountTestApp({
    PUBLIC_URL: 'https://divespot.example',
    GOOGLE_CLIENT_ID: 'divespot-client',
    GOOGLE_CLIENT_SECRET: 'divespot-secret',
    GOOGLE_ISSUER_URL: provider.issuer.url ?? '',
  }));
  unconfigured = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await unconfigured.close();
  await provider.stop();
});

/** The browser's round trip: our authorize route → provider → our callback → /oauth2/redirect. */
async function roundTrip(): Promise<string> {
  const start = await t.app.inject({ url: '/oauth2/authorize/google' });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location ?? '');
  expect(authorize.origin).toBe(provider.issuer.url);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('redirect_uri')).toBe(
    'https://divespot.example/oauth2/callback/google',
  );
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location') ?? '');
  expect(back.origin + back.pathname).toBe('https://divespot.example/oauth2/callback/google');
  const callback = await t.app.inject({ url: back.pathname + back.search });
  expect(callback.statusCode).toBe(302);
  return callback.headers.location ?? '';
}

const exchange = (code: string) =>
  t.app.inject({ method: 'POST', url: '/api/oauth2/exchange', payload: { code } });

describe('Google sign-in', () => {
  it('makes an account from a verified Google identity, via a one-time code', async () => {
    identity = {
      sub: 'google-1',
      email: 'Reef@Example.com',
      email_verified: true,
      given_name: 'Rita',
      family_name: 'Reef',
    };
    const location = await roundTrip();
    const code = /^\/oauth2\/redirect\?code=([A-Za-z0-9_-]+)$/.exec(location)?.[1];
    expect(code, location).toBeDefined();
    const res = await exchange(code ?? '');
    expect(res.statusCode, res.body).toBe(200);
    const auth = res.json<Authenticated>();
    expect(auth).toMatchObject({
      username: 'reef@example.com',
      firstName: 'Rita',
      lastName: 'Reef',
    });
    const me = await t.app.inject({ url: '/api/profile', headers: bearer(auth) });
    expect(me.json()).toMatchObject({ hasPassword: false });
    // The code works once.
    const again = await exchange(code ?? '');
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({
      status: 401,
      code: 'OAUTH_FAILED',
      message: 'OAuth2 authentication failed',
    });
  });

  it('links an existing account by its verified e-mail', async () => {
    await registerUser(t.app, smtp, 'linked@example.com');
    identity = { sub: 'google-2', email: 'linked@example.com', email_verified: true };
    const code = (await roundTrip()).split('code=')[1] ?? '';
    const auth = (await exchange(code)).json<Authenticated>();
    expect(auth).toMatchObject({ username: 'linked@example.com', firstName: 'Ada' });
    const users = await t.database.db
      .selectFrom('app_user')
      .select(['google_subject'])
      .where('email', '=', 'linked@example.com')
      .execute();
    expect(users).toEqual([{ google_subject: 'google-2' }]);
  });

  it('refuses an unverified address and a replayed or unknown state', async () => {
    await registerUser(t.app, smtp, 'victim@example.com');
    identity = { sub: 'google-3', email: 'victim@example.com', email_verified: false };
    expect(await roundTrip()).toBe('/oauth2/redirect?error=oauth_failed');
    const forged = await t.app.inject({ url: '/oauth2/callback/google?code=abc&state=made-up' });
    expect(forged.headers.location).toBe('/oauth2/redirect?error=oauth_failed');
    expect((await exchange('x'.repeat(43))).statusCode).toBe(401);
  });

  it('is off without configuration', async () => {
    expect((await unconfigured.app.inject({ url: '/api/account/providers' })).json()).toEqual({
      google: false,
    });
    expect((await t.app.inject({ url: '/api/account/providers' })).json()).toEqual({
      google: true,
    });
    const start = await unconfigured.app.inject({ url: '/oauth2/authorize/google' });
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe('/oauth2/redirect?error=oauth_failed');
  });
});
