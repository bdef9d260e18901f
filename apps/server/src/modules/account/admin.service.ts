import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashPassword } from '../auth/passwords.ts';
import { findUserByEmail, insertUser } from './account.repository.ts';
import { newestUsers, promoteToAdmin } from './admin.repository.ts';

export const ADMIN_ROLES = ['ROLE_USER', 'ROLE_ADMIN'];

/** Inserts a new admin account; false when the address is taken. */
async function insertAdmin(db: Kysely<Database>, email: string, passwordHash: string) {
  const created = await insertUser(db, {
    email,
    passwordHash,
    firstName: 'Admin',
    lastName: 'DiveSpot',
    roles: ADMIN_ROLES,
  });
  return created !== undefined;
}

/**
 * Makes `email` an admin with `password`: creates the account, or gives an existing one the
 * admin role and the password. Returns what it did.
 */
export async function upsertAdmin(
  db: Kysely<Database>,
  email: string,
  password: string,
): Promise<'created' | 'updated'> {
  const address = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  if (await insertAdmin(db, address, passwordHash)) return 'created';
  await promoteToAdmin(db, address, passwordHash);
  return 'updated';
}

/** ADMIN_EMAIL/ADMIN_PASSWORD on start: creates that admin once, never touches it after. */
export async function ensureAdmin(
  db: Kysely<Database>,
  admin: { email: string; password: string } | undefined,
): Promise<boolean> {
  if (!admin || (await findUserByEmail(db, admin.email))) return false;
  return insertAdmin(db, admin.email, await hashPassword(admin.password));
}

/** The admin console's list of accounts: the newest 200. */
export async function listNewestUsers(db: Kysely<Database>) {
  const rows = await newestUsers(db, 200);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    roles: r.roles,
    createdAt: r.created_at.toISOString(),
  }));
}
