import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { API_ROUTES } from '@divespot/shared/api-routes';
import { cookieValue } from '../../http/cookies.ts';
import { secretHash } from './secrets.ts';

/** The cookie's name; it is sent to the sign-in call only (its `Path`). */
export const DEVICE_COOKIE = 'divespot-device';
export const DEVICE_COOKIE_PATH = API_ROUTES.authenticate.path;
/** How long a browser stays known after its last sign-in. */
export const DEVICE_COOKIE_DAYS = 365;

const PURPOSE = 'device-cookie';
const FORMAT = /^([1-9]\d{0,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** A device cookie that checked out: the account it was issued to, and its own nonce. */
export interface KnownDevice {
  userId: number;
  nonce: string;
}

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser
 * that has signed in to an account gets a cookie naming that account and a random nonce, signed
 * with the server key. On the next sign-in to the same account, that browser is limited by its
 * cookie instead of by its IP address, so guesses from the same hotel or dive-center Wi-Fi do
 * not lock it out; a browser without one (or with one that is forged, expired, or another
 * account's) is a stranger and keeps the per-IP limits. Nothing is stored per cookie: the
 * signature proves it, the key is the instances' shared server key, and its failures are counted
 * in the database like every other limit (any instance sees them).
 */
export class DeviceCookies {
  private readonly key: () => Promise<Uint8Array>;
  private readonly secure: boolean;

  constructor(key: () => Promise<Uint8Array>, secure: boolean) {
    this.key = key;
    this.secure = secure;
  }

  private async signature(userId: number, nonce: string): Promise<string> {
    return secretHash(await this.key(), PURPOSE, `${userId}.${nonce}`);
  }

  /** Sets a new cookie for `userId` on the answer (a new nonce each sign-in). */
  async issue(reply: FastifyReply, userId: number): Promise<void> {
    const nonce = randomBytes(16).toString('base64url');
    const value = `${userId}.${nonce}.${await this.signature(userId, nonce)}`;
    const attributes = [
      `${DEVICE_COOKIE}=${value}`,
      `Path=${DEVICE_COOKIE_PATH}`,
      `Max-Age=${DEVICE_COOKIE_DAYS * 86_400}`,
      'HttpOnly',
      'SameSite=Strict',
      ...(this.secure ? ['Secure'] : []),
    ];
    void reply.header('set-cookie', attributes.join('; '));
  }

  /** The request's device cookie when it is well formed and signed by us; otherwise undefined. */
  async read(cookieHeader: string | undefined): Promise<KnownDevice | undefined> {
    const match = FORMAT.exec(cookieValue(cookieHeader, DEVICE_COOKIE) ?? '');
    if (!match) return undefined;
    const [, id = '', nonce = '', given = ''] = match;
    const userId = Number(id);
    const expected = Buffer.from(await this.signature(userId, nonce));
    const actual = Buffer.from(given);
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
    return { userId, nonce };
  }
}
