import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Authenticated, TokenPair } from '@divespot/shared/account';
import { buildTestServer, type TestApp } from '../../test/test-app.ts';
import {
  bearer,
  createAccountTestApp,
  registerUser,
  type TestSmtp,
} from './account.test-helpers.ts';

// Two server instances on one database, as behind a load balancer (docs/architecture.md). Neither has
// JWT_SECRET: the key they share is the one kept in the database.
let t: TestApp;
let second: FastifyInstance;
let smtp: TestSmtp;

beforeAll(async () => {
  ({ t, smtp } = await createAccountTestApp());
  second = await buildTestServer(t.database, { SMTP_URL: smtp.url });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const signIn = (app: FastifyInstance, password: string, ip = '10.9.9.9') =>
  app.inject({
    method: 'POST',
    url: '/api/authenticate',
    payload: { username: 'both@example.com', password },
    remoteAddress: ip,
  });

describe('two server instances on one database', () => {
  it('share sessions: tokens of one work and refresh on the other', async () => {
    const user = await registerUser(t.app, smtp, 'both@example.com', 'both-password');
    expect((await second.inject({ url: '/api/profile', headers: bearer(user) })).statusCode).toBe(
      200,
    );
    const refreshed = await second.inject({
      method: 'POST',
      url: '/api/account/refreshtoken',
      payload: { refreshToken: user.refreshToken },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const pair = refreshed.json<TokenPair>();
    expect((await t.app.inject({ url: '/api/profile', headers: bearer(pair) })).statusCode).toBe(
      200,
    );
    // The first instance knows the token was already used.
    const reuse = await t.app.inject({
      method: 'POST',
      url: '/api/account/refreshtoken',
      payload: { refreshToken: user.refreshToken },
    });
    expect(reuse.statusCode).toBe(401);
    const signedIn = (await signIn(second, 'both-password')).json<Authenticated>();
    expect(
      (await t.app.inject({ url: '/api/profile', headers: bearer(signedIn) })).statusCode,
    ).toBe(200);
  });

  it('share the sign-in limits: 30 parallel wrong passwords over both, exactly 10 checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(i % 2 ? second : t.app, `wrong-${i}`)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([...Array<number>(10).fill(401), ...Array<number>(20).fill(429)]);
    expect((await signIn(t.app, 'both-password')).statusCode).toBe(429);
    expect((await signIn(second, 'both-password')).statusCode).toBe(429);
    // The owner, from another address, signs in on either instance.
    expect((await signIn(second, 'both-password', '10.9.9.10')).statusCode).toBe(200);
  });
});
