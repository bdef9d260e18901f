import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashPassword } from '../auth/passwords.ts';
import { findUserByEmail, insertUser } from './account.repository.ts';
import { newestUsers, promoteToAdmin } from './admin.repository.ts';

export const ADMIN_ROLES = ['ROLE_USER', 'ROLE_ADMIN'];

/** Admin accounts: made from the command line or the configuration, and listed for the console. */
export class AdminService {
  private readonly db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  /**
   * Makes `email` an admin with `password`: creates the account, or gives an existing one the
   * admin role and the password. Returns what it did.
   */
  async upsertAdmin(email: string, password: string): Promise<'created' | 'updated'> {
    const address = email.trim().toLowerCase();
    const passwordHash = await hashPassword(password);
    if (await this.#insertAdmin(address, passwordHash)) return 'created';
    await promoteToAdmin(this.db, address, passwordHash);
    return 'updated';
  }

  /** ADMIN_EMAIL/ADMIN_PASSWORD on start: creates that admin once, never touches it after. */
  async ensureAdmin(admin: { email: string; password: string } | undefined): Promise<boolean> {
    if (!admin || (await findUserByEmail(this.db, admin.email))) return false;
    return this.#insertAdmin(admin.email, await hashPassword(admin.password));
  }

  /** The admin console's list of accounts: the newest 200. */
  async listNewestUsers() {
    const rows = await newestUsers(this.db, 200);
    return rows.map((r) => ({
      id: r.id,
      email: r.email,
      firstName: r.first_name,
      lastName: r.last_name,
      roles: r.roles,
      createdAt: r.created_at.toISOString(),
    }));
  }

  /** Inserts a new admin account; false when the address is taken. */
  async #insertAdmin(email: string, passwordHash: string): Promise<boolean> {
    const created = await insertUser(this.db, {
      email,
      passwordHash,
      firstName: 'Admin',
      lastName: 'DiveSpot',
      roles: ADMIN_ROLES,
    });
    return created !== undefined;
  }
}
