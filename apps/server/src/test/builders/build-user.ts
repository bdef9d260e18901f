import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { authenticatedSchema, type Authenticated } from '@divespot/shared/account';
import type { Database } from '../../db/schema.ts';
import {
  insertUser,
  type NewUser,
  type UserRow,
} from '../../modules/account/account.repository.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { uniqueSlug } from './unique.ts';

export type BuiltUser = UserRow & { password: string };
export type UserOverrides = Partial<Omit<NewUser, 'passwordHash'>> & { password?: string };

/**
 * Adds an account through the account repository (a unique address, 'secret-1' as password
 * unless given) and returns its row with the password, for `signIn`.
 */
export async function buildUser(
  db: Kysely<Database>,
  { password = 'secret-1', ...overrides }: UserOverrides = {},
): Promise<BuiltUser> {
  const user = await insertUser(db, {
    email: `${uniqueSlug('diver')}@example.com`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...overrides,
    passwordHash: await hashPassword(password),
  });
  if (!user) throw new Error(`The address ${overrides.email} has an account already`);
  return { ...user, password };
}

let addressCounter = 0;

/**
 * Signs `user` in through the real API (POST /api/authenticate, from an address of its own so
 * the sign-in limits of other tests do not apply) and returns the tokens and user it answers.
 */
export async function signIn(
  app: FastifyInstance,
  user: { email: string; password: string },
): Promise<Authenticated> {
  addressCounter++;
  const res = await app.inject({
    method: 'POST',
    url: '/api/authenticate',
    remoteAddress: `10.9.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`,
    payload: { username: user.email, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`Sign-in failed: ${res.statusCode} ${res.body}`);
  return authenticatedSchema.parse(res.json());
}
