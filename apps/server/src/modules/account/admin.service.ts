import type { Kysely } from 'kysely';
import { hasAdminRole } from '@divespot/shared/account';
import type { AdminUser, AdminUserPage, AdminUserQuery } from '@divespot/shared/admin';
import { recordAudit, type AuditActor } from '../../db/audit.ts';
import type { Database } from '../../db/schema.ts';
import { lastAdmin, notFound, ownAccount } from '../../http/errors.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/passwords.ts';
import { findUserByEmail, insertUser } from './account.repository.ts';
import {
  findAdminUser,
  findUsers,
  lockEnabledAdmins,
  promoteToAdmin,
  setDisabled,
  setRoles,
  type AdminUserRow,
} from './admin.repository.ts';
import { pageOf } from '@divespot/shared/schema-parts';

const NO_USER = 'No account has this id.';

/** An account as the console shows it. */
export function adminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    roles: row.roles,
    isAdmin: hasAdminRole(row.roles),
    disabledAt: row.disabled_at?.toISOString() ?? null,
    listCount: row.list_count ?? 0,
    createdAt: row.created_at.toISOString(),
  };
}

/** What the audit log keeps of an account: its role and whether it is disabled. */
const audited = (user: AdminUser) => ({
  email: user.email,
  roles: user.roles,
  disabled: user.disabledAt !== null,
});

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

  /** The console's list of accounts: found by e-mail or name, one page, sorted on the server. */
  async listUsers(query: AdminUserQuery): Promise<AdminUserPage> {
    const { rows, total } = await findUsers(this.db, query);
    return pageOf(rows.map(adminUser), total, query);
  }

  /**
   * Grants or revokes the admin role (docs/product/admin.md). Revoking takes away every role
   * containing 'admin'. The last enabled admin cannot revoke their own: nobody could run the
   * console any more (409 LAST_ADMIN). Audited in the same transaction.
   */
  async setAdmin(actor: AuditActor, id: number, admin: boolean): Promise<AdminUser> {
    return this.db.transaction().execute(async (trx) => {
      const admins = await lockEnabledAdmins(trx);
      const before = await findAdminUser(trx, id);
      if (!before) throw notFound(NO_USER);
      const was = adminUser(before);
      if (was.isAdmin === admin) return was;
      if (!admin && admins.includes(id) && admins.length === 1) throw lastAdmin();
      const roles = admin
        ? [...new Set([...before.roles, 'ROLE_ADMIN'])]
        : before.roles.filter((r) => !r.toLowerCase().includes('admin'));
      await setRoles(trx, id, roles.length > 0 ? roles : ['ROLE_USER']);
      const after = adminUser((await findAdminUser(trx, id)) as AdminUserRow);
      await recordAudit(trx, actor, {
        action: admin ? 'user.grant_admin' : 'user.revoke_admin',
        subject: 'user',
        subjectId: id,
        before: audited(was),
        after: audited(after),
      });
      return after;
    });
  }

  /**
   * Disables or enables an account. A disabled account's sessions end at once, on every server
   * (their access and refresh tokens stop working), and it cannot sign in again until enabled.
   * An admin cannot disable their own account (409 OWN_ACCOUNT). Audited.
   */
  async setDisabled(
    actor: AuditActor,
    id: number,
    disabled: boolean,
    auth: AuthService,
  ): Promise<AdminUser> {
    if (disabled && id === actor.id) throw ownAccount();
    const after = await this.db.transaction().execute(async (trx) => {
      await lockEnabledAdmins(trx);
      const before = await findAdminUser(trx, id);
      if (!before) throw notFound(NO_USER);
      const was = adminUser(before);
      if ((was.disabledAt !== null) === disabled) return was;
      await setDisabled(trx, id, disabled);
      const now = adminUser((await findAdminUser(trx, id)) as AdminUserRow);
      await recordAudit(trx, actor, {
        action: disabled ? 'user.disable' : 'user.enable',
        subject: 'user',
        subjectId: id,
        before: audited(was),
        after: audited(now),
      });
      return now;
    });
    if (disabled) await auth.revokeUserSessions(id, 'account disabled by an admin');
    return after;
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
