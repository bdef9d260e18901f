import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { storedSecret } from './secrets.repository.ts';

/** A random opaque token (refresh tokens, reset links, one-time codes): 256 bits, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A verification code of `length` digits, e.g. '0427'. */
export function randomDigits(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/**
 * The server key: JWT_SECRET, or one made on first use and kept in the database so every
 * instance signs and checks with the same key.
 */
export async function loadServerKey(
  db: Kysely<Database>,
  configured: string | undefined,
): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const value = await storedSecret(db, 'jwt', randomBytes(48).toString('base64url'));
  return new TextEncoder().encode(value);
}

/**
 * What the database keeps of a secret: a keyed hash. Keyed, so that even a 4-digit code cannot
 * be found from a stolen table without the server key; `purpose` keeps kinds of secret apart.
 */
export function secretHash(key: Uint8Array, purpose: string, secret: string): string {
  return createHmac('sha256', key).update(`${purpose}\0${secret}`).digest('base64url');
}
