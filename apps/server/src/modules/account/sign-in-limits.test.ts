import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWaitMessage, type Authenticated } from '@divespot/shared/account';
import type { TestApp } from '../../test/test-app.ts';
import {
  bearer,
  createAccountTestApp,
  freshIp,
  registerUser,
  type TestSmtp,
} from './account.test-helpers.ts';

let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  ({ t, smtp } = await createAccountTestApp());
});
afterAll(() => t.close());

const signIn = (username: string, password: string, ip = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/authenticate',
    payload: { username, password },
    remoteAddress: ip,
  });

async function failTimes(email: string, times: number, ip: string) {
  for (let i = 0; i < times; i++)
    expect((await signIn(email, `guess-${i}`, ip)).statusCode).toBe(401);
}

describe('sign-in limits', () => {
  it('refuse an address after 10 failures for an account, with the wait, not the owner elsewhere', async () => {
    await registerUser(t.app, smtp, 'target@example.com');
    const attacker = freshIp();
    await failTimes('target@example.com', 10, attacker);
    const refused = await signIn('target@example.com', 'secret-1', attacker);
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(refused.json()).toEqual({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: signInWaitMessage(wait),
      detail: { retryAfterSeconds: wait, cooldownSeconds: wait },
    });
    // The owner, from an address of their own, is not locked out.
    expect((await signIn('target@example.com', 'secret-1')).statusCode).toBe(200);
  });

  it('answer 30 parallel wrong passwords from one address with 10 checks and 20 refusals', async () => {
    await registerUser(t.app, smtp, 'burst@example.com');
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn('burst@example.com', `guess-${i}`, ip)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([...Array<number>(10).fill(401), ...Array<number>(20).fill(429)]);
    expect((await signIn('burst@example.com', 'secret-1')).statusCode).toBe(200);
  });

  it('slow down an account guessed at from many addresses, yet let its owner in', async () => {
    await registerUser(t.app, smtp, 'spread@example.com');
    await failTimes('spread@example.com', 10, freshIp());
    await failTimes('spread@example.com', 2, freshIp());
    // 12 failures: 2 beyond the limit, so the next try waits 400 ms before its check.
    const started = performance.now();
    const owner = await signIn('spread@example.com', 'secret-1');
    expect(owner.statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(400);
  });

  it('do not count right passwords', async () => {
    await registerUser(t.app, smtp, 'often@example.com');
    const ip = freshIp();
    for (let i = 0; i < 12; i++)
      expect((await signIn('often@example.com', 'secret-1', ip)).statusCode).toBe(200);
    expect((await signIn('often@example.com', 'wrong', ip)).statusCode).toBe(401);
  });

  it('stop an address after 30 failures over any accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) await signIn(`spray${i}@example.com`, 'whatever', ip);
    const refused = await signIn('spray-last@example.com', 'whatever', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^Too many failed sign-in attempts\. Please try again in \d+ (minute|second)s?\.$/,
    );
    expect((await signIn('spray-last@example.com', 'whatever')).statusCode).toBe(401);
  });

  it('limit wrong old passwords on a password change apart from sign-in', async () => {
    const me = await registerUser(t.app, smtp, 'changer@example.com', 'old-password');
    const change = (oldPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/changePassword',
        payload: { oldPassword, newPassword: 'new-password' },
        headers: bearer(me),
      });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => change(`no-${i}`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([
      ...Array<number>(10).fill(400),
      429,
      429,
    ]);
    expect((await change('old-password')).statusCode).toBe(429);
    const signedIn = await signIn('changer@example.com', 'old-password');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<Authenticated>().username).toBe('changer@example.com');
  });
});
