import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildUser, type BuiltUser } from '../../test/builders/build-user.ts';
import { buildTestServer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEVICE_COOKIE } from '../auth/device-cookies.ts';
import { freshIp } from './account.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(() => t.close());

interface Try {
  user: { email: string };
  password: string;
  ip: string;
  /** The `Cookie` header's device cookie, as the browser sends it back. */
  device?: string;
  app?: FastifyInstance;
}

const signIn = ({ user, password, ip, device, app = t.app }: Try) =>
  app.inject({
    method: 'POST',
    url: '/api/authenticate',
    payload: { username: user.email, password },
    remoteAddress: ip,
    headers: device ? { cookie: `other=1; ${device}` } : {},
  });

/** The `name=value` of the device cookie an answer sets, and the cookie's attributes. */
function deviceCookieOf(res: { headers: Record<string, string | string[] | number | undefined> }) {
  const header = [res.headers['set-cookie'] ?? ''].flat().join('\n');
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  expect(pair.startsWith(`${DEVICE_COOKIE}=`), header).toBe(true);
  return { pair, attributes };
}

/** Signs `user` in from `ip` with the right password and returns the device cookie it gets. */
async function knownBrowser(user: BuiltUser, ip: string, app = t.app) {
  const res = await signIn({ user, password: user.password, ip, app });
  expect(res.statusCode).toBe(200);
  return deviceCookieOf(res).pair;
}

/** A shared public address after an attacker's guesses at `victim`, and at 20 other accounts. */
async function lockedOutAddress(victim: BuiltUser, ip: string) {
  for (let i = 0; i < 10; i++) {
    expect((await signIn({ user: victim, password: `guess-${i}`, ip })).statusCode).toBe(401);
  }
  for (let i = 0; i < 20; i++) {
    await signIn({ user: { email: `nobody-${i}-${ip}@example.com` }, password: 'x', ip });
  }
}

describe('device cookies', () => {
  it('are set on sign-in: HttpOnly, SameSite=Strict, sent to the sign-in call only', async () => {
    const user = await buildUser(t.database.db);
    const res = await signIn({ user, password: user.password, ip: freshIp() });
    const { pair, attributes } = deviceCookieOf(res);
    expect(pair).toMatch(new RegExp(`^${DEVICE_COOKIE}=${user.id}\\.[\\w-]{22}\\.[\\w-]{43}$`));
    expect(attributes).toEqual([
      'Path=/api/authenticate',
      `Max-Age=${365 * 86_400}`,
      'HttpOnly',
      'SameSite=Strict',
    ]);
    // A wrong password gets none.
    const wrong = await signIn({ user, password: 'wrong', ip: freshIp() });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('are Secure when the public URL is https', async () => {
    const app = await buildTestServer(t.database, { PUBLIC_URL: 'https://divespot.example.org' });
    try {
      const user = await buildUser(t.database.db);
      const res = await signIn({ user, password: user.password, ip: freshIp(), app });
      expect(deviceCookieOf(res).attributes).toContain('Secure');
    } finally {
      await app.close();
    }
  });

  it('let the owner in from a shared address that guesses have locked, and only the owner', async () => {
    const owner = await buildUser(t.database.db);
    const neighbour = await buildUser(t.database.db);
    const hotel = freshIp();
    const ownersBrowser = await knownBrowser(owner, hotel);
    const neighboursBrowser = await knownBrowser(neighbour, freshIp());
    await lockedOutAddress(owner, hotel);

    // Strangers stay limited: no cookie, a forged one, another account's, or nonsense.
    const [, nonce = '', signature = ''] = ownersBrowser.split('=')[1]!.split('.');
    const forged = `${DEVICE_COOKIE}=${neighbour.id}.${nonce}.${signature}`;
    for (const device of [undefined, forged, neighboursBrowser, `${DEVICE_COOKIE}=1.2.3`]) {
      const res = await signIn({ user: owner, password: owner.password, ip: hotel, device });
      expect({ device, status: res.statusCode }).toEqual({ device, status: 429 });
    }
    // The owner's browser gets in, and gets a new cookie.
    const res = await signIn({
      user: owner,
      password: owner.password,
      ip: hotel,
      device: ownersBrowser,
    });
    expect(res.statusCode).toBe(200);
    expect(deviceCookieOf(res).pair).not.toBe(ownersBrowser);
    expect(res.json()).toMatchObject({ username: owner.email });
  });

  it('have a limit of their own: 10 wrong passwords, then refused', async () => {
    const owner = await buildUser(t.database.db);
    const device = await knownBrowser(owner, freshIp());
    // Spread over addresses: the cookie's count holds whatever the address.
    for (let i = 0; i < 10; i++) {
      const res = await signIn({ user: owner, password: `typo-${i}`, ip: freshIp(), device });
      expect(res.statusCode).toBe(401);
    }
    const refused = await signIn({ user: owner, password: owner.password, ip: freshIp(), device });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another browser of the owner's, and the owner without a cookie elsewhere, still get in.
    const other = await knownBrowser(owner, freshIp());
    expect(
      (await signIn({ user: owner, password: owner.password, ip: freshIp(), device: other }))
        .statusCode,
    ).toBe(200);
  });

  it('do not wear out with right passwords', async () => {
    const owner = await buildUser(t.database.db);
    const ip = freshIp();
    let device = await knownBrowser(owner, ip);
    for (let i = 0; i < 12; i++) {
      const res = await signIn({ user: owner, password: owner.password, ip, device });
      expect(res.statusCode).toBe(200);
      device = deviceCookieOf(res).pair;
    }
  });

  it('work on every instance that shares the database', async () => {
    const second = await buildTestServer(t.database);
    try {
      const owner = await buildUser(t.database.db);
      const hotel = freshIp();
      const device = await knownBrowser(owner, hotel, second);
      await lockedOutAddress(owner, hotel);
      const res = await signIn({ user: owner, password: owner.password, ip: hotel, device });
      expect(res.statusCode).toBe(200);
      // The other instance sees this address's count too: a stranger there is refused.
      const stranger = await signIn({
        user: owner,
        password: owner.password,
        ip: hotel,
        app: second,
      });
      expect(stranger.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
