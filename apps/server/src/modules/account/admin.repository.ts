import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { pageOfRows } from '../../db/count.ts';
import type { Database } from '../../db/schema.ts';
import { likeContains } from '../../db/like.ts';

/** The newest `limit` accounts, newest first, as the admin console lists them. */
export function newestUsers(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('app_user')
    .select(['id', 'email', 'first_name', 'last_name', 'roles', 'created_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Gives the account of `address` (lower case) the admin role (once) and a new password hash. */
export async function promoteToAdmin(
  db: Kysely<Database>,
  address: string,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('app_user')
    .set({
      password_hash: passwordHash,
      roles: sql<
        string[]
      >`(SELECT array_agg(DISTINCT r) FROM unnest(roles || ARRAY['ROLE_ADMIN']) AS r)`,
      updated_at: sql<Date>`now()`,
    })
    .where(sql<string>`lower(email)`, '=', address)
    .execute();
}

/** The columns of an account as the console lists it, its lists counted. */
const adminUserColumns = (eb: ExpressionBuilder<Database & { u: Database['app_user'] }, 'u'>) => [
  eb.ref('u.id').as('id'),
  eb.ref('u.email').as('email'),
  eb.ref('u.first_name').as('first_name'),
  eb.ref('u.last_name').as('last_name'),
  eb.ref('u.roles').as('roles'),
  eb.ref('u.disabled_at').as('disabled_at'),
  eb.ref('u.created_at').as('created_at'),
  eb
    .selectFrom('bookmark_folder as f')
    .select(sql<number>`count(*)::int`.as('n'))
    .whereRef('f.user_id', '=', 'u.id')
    .as('list_count'),
];

const ADMIN_ROLE = sql<boolean>`EXISTS (SELECT 1 FROM unnest(u.roles) AS r WHERE lower(r) LIKE '%admin%')`;

/** The accounts matching `q` (e-mail or name), one page of them in the order asked for, and how many match. */
export async function findUsers(
  db: Kysely<Database>,
  {
    q,
    sort,
    page,
    size,
  }: { q?: string; sort: 'newest' | 'oldest' | 'email' | 'name'; page: number; size: number },
) {
  const pattern = q ? likeContains(q.toLowerCase()) : undefined;
  let base = db.selectFrom('app_user as u');
  if (pattern)
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(u.email)`, 'like', pattern),
        eb(sql`lower(u.first_name || ' ' || u.last_name)`, 'like', pattern),
        eb(sql`lower(u.last_name)`, 'like', pattern),
      ]),
    );
  let rows = base.select(adminUserColumns);
  rows =
    sort === 'oldest'
      ? rows.orderBy('u.id', 'asc')
      : sort === 'email'
        ? rows.orderBy(sql`lower(u.email)`).orderBy('u.id')
        : sort === 'name'
          ? rows
              .orderBy(sql`lower(u.last_name)`)
              .orderBy(sql`lower(u.first_name)`)
              .orderBy('u.id')
          : rows.orderBy('u.id', 'desc');
  return pageOfRows(rows, { page, size });
}

export type AdminUserRow = Awaited<ReturnType<typeof findUsers>>['rows'][number];

/** One account as the console lists it. */
export const findAdminUser = (db: Kysely<Database>, id: number) =>
  db.selectFrom('app_user as u').select(adminUserColumns).where('u.id', '=', id).executeTakeFirst();

/**
 * Locks every enabled admin account (in id order, so two admins changing roles at once wait for
 * each other instead of both passing the last-admin check) and returns their ids.
 */
export async function lockEnabledAdmins(db: Kysely<Database>): Promise<number[]> {
  const rows = await db
    .selectFrom('app_user as u')
    .select('u.id')
    .where(ADMIN_ROLE)
    .where('u.disabled_at', 'is', null)
    .orderBy('u.id')
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

export async function setRoles(db: Kysely<Database>, id: number, roles: string[]): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ roles, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

export async function setDisabled(
  db: Kysely<Database>,
  id: number,
  disabled: boolean,
): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ disabled_at: disabled ? sql<Date>`now()` : null, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}
