import type { FastifyReply } from 'fastify';
import { resendWaitMessage, signInWaitMessage } from '@divespot/shared/account';
import type { RateLimiter, RateRule } from '../auth/rate-limit.ts';

const MINUTES_15 = 15 * 60;
const HOUR = 60 * 60;

/**
 * The limits of docs/architecture.md "abuse resistance", per client IP and per account (e-mail). Sign-in
 * refuses per address (and per address and account), never per account alone: a limit anyone
 * can fill for an account would lock its owner out. A browser that has signed in to the account
 * before is limited by its device cookie instead of its address (docs/security.md).
 */
export const RATE_RULES = {
  /** Sign-in tries from one address, over all accounts (a right password is given back). */
  signInIp: { name: 'signin:ip', max: 30, windowSeconds: MINUTES_15, message: signInWaitMessage },
  /** Sign-in tries for one account from one address (a right password is given back). */
  signInAccountIp: {
    name: 'signin:account-ip',
    max: 10,
    windowSeconds: MINUTES_15,
    message: signInWaitMessage,
  },
  /**
   * Sign-in tries with one device cookie, for the account it was issued to (a right password is
   * given back). Such a browser skips the per-address limits and the slow-down.
   */
  signInDevice: {
    name: 'signin:device',
    max: 10,
    windowSeconds: MINUTES_15,
    message: signInWaitMessage,
  },
  /** Failed sign-ins of one account from anywhere: beyond `max`, each try is slowed down. */
  signInAccount: { name: 'signin:account', max: 10, windowSeconds: MINUTES_15 },
  /** Password changes of one signed-in user (a right old password is given back). */
  passwordChangeUser: { name: 'password-change:user', max: 10, windowSeconds: MINUTES_15 },
  codeSendIp: { name: 'code-send:ip', max: 20, windowSeconds: HOUR },
  /**
   * One code per address per minute, counted atomically: parallel sends all pass the exact
   * 60-second check on the newest stored code before any of them stored one.
   */
  codeSendCooldown: {
    name: 'code-send:cooldown',
    max: 1,
    windowSeconds: 60,
    message: resendWaitMessage,
  },
  codeSendAccount: { name: 'code-send:account', max: 6, windowSeconds: HOUR },
  codeCheckIp: { name: 'code-check:ip', max: 60, windowSeconds: MINUTES_15 },
  resetIp: { name: 'reset:ip', max: 10, windowSeconds: HOUR },
  resetAccount: { name: 'reset:account', max: 3, windowSeconds: HOUR },
} satisfies Record<string, RateRule>;

/** The first extra wait, doubled with each failure beyond the limit, up to the cap. */
const SLOWDOWN_FIRST_MS = 100;
const SLOWDOWN_CAP_MS = 2000;

/**
 * How long a sign-in waits before its password is checked, given the account's failures in the
 * window: nothing up to the limit, then 100 ms, 200 ms, 400 ms… capped at 2 s. It slows a
 * guesser spread over many addresses without ever refusing the owner.
 */
export function signInDelayMs(failures: number): number {
  const beyond = failures - RATE_RULES.signInAccount.max;
  if (beyond < 0) return 0;
  return Math.min(SLOWDOWN_CAP_MS, SLOWDOWN_FIRST_MS * 2 ** Math.min(beyond, 16));
}

/**
 * One sign-in try, limited: counts it for the address and for the address and account before
 * the password is checked (429 when over), waits as long as the account's failures ask, runs
 * `attempt`; a right password gives the counts back, a wrong one adds to the account's failures.
 * From a browser known to the account (`device`, the nonce of its device cookie), the try counts
 * for that cookie alone, and is neither refused for its address nor slowed down.
 */
export async function limitedSignIn<T>(
  limiter: RateLimiter,
  reply: FastifyReply,
  who: { ip: string; account: string; device?: string | undefined },
  attempt: () => Promise<T | undefined>,
): Promise<T | undefined> {
  if (who.device !== undefined) {
    await limiter.consume(reply, RATE_RULES.signInDevice, who.device);
    const result = await attempt();
    if (result !== undefined) await limiter.refund(RATE_RULES.signInDevice, who.device);
    return result;
  }
  const pair = `${who.account}|${who.ip}`;
  await limiter.consume(reply, RATE_RULES.signInIp, who.ip);
  await limiter.consume(reply, RATE_RULES.signInAccountIp, pair);
  const delay = signInDelayMs(await limiter.peek(RATE_RULES.signInAccount, who.account));
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  const result = await attempt();
  if (result === undefined) {
    await limiter.count(RATE_RULES.signInAccount, who.account);
  } else {
    await limiter.refund(RATE_RULES.signInIp, who.ip);
    await limiter.refund(RATE_RULES.signInAccountIp, pair);
  }
  return result;
}
