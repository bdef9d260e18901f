import { sql, type Kysely, type Updateable } from 'kysely';
import { photoUrl } from '@divespot/shared/images';
import type { Database } from '../../db/schema.ts';

export const USER_COLUMNS = [
  'id',
  'email',
  'password_hash',
  'first_name',
  'last_name',
  'roles',
  'image_id',
  'email_consent',
  'google_subject',
  'created_at',
  'public_id',
  'language',
  'units',
] as const;

export const findUserByEmail = (db: Kysely<Database>, email: string) =>
  db
    .selectFrom('app_user')
    .select(USER_COLUMNS)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();

export const findUserById = (db: Kysely<Database>, id: number) =>
  db.selectFrom('app_user').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();

export const findUserByPublicId = (db: Kysely<Database>, publicId: string) =>
  db
    .selectFrom('app_user')
    .select(USER_COLUMNS)
    .where('public_id', '=', publicId)
    .executeTakeFirst();

export const findUserByGoogleSubject = (db: Kysely<Database>, subject: string) =>
  db
    .selectFrom('app_user')
    .select(USER_COLUMNS)
    .where('google_subject', '=', subject)
    .executeTakeFirst();

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

/** The user's photo link, or null without one. */
export const userImageLink = (u: UserRow) => (u.image_id === null ? null : photoUrl(u.image_id));

export interface NewUser {
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  emailConsent?: boolean;
  roles?: string[];
  googleSubject?: string;
}

/** Inserts a user; undefined when the address is taken (whatever its case). */
export async function insertUser(db: Kysely<Database>, u: NewUser): Promise<UserRow | undefined> {
  return db
    .insertInto('app_user')
    .values({
      email: u.email,
      password_hash: u.passwordHash,
      first_name: u.firstName,
      last_name: u.lastName,
      ...(u.emailConsent === undefined ? {} : { email_consent: u.emailConsent }),
      ...(u.roles ? { roles: u.roles } : {}),
      ...(u.googleSubject ? { google_subject: u.googleSubject } : {}),
    })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning(USER_COLUMNS)
    .executeTakeFirst();
}

/** Changes the user's row (and `updated_at`); answers the row as it now is. */
export const updateUser = (
  db: Kysely<Database>,
  userId: number,
  change: Updateable<Database['app_user']>,
) =>
  db
    .updateTable('app_user')
    .set({ ...change, updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .returning(USER_COLUMNS)
    .executeTakeFirst();

export const setPasswordHash = (db: Kysely<Database>, userId: number, hash: string) =>
  updateUser(db, userId, { password_hash: hash });

/** The newest code sent to the address. */
export const latestRegistrationCode = (db: Kysely<Database>, email: string) =>
  db
    .selectFrom('registration_code')
    .select(['id', 'code_hash', 'tries', 'created_at', 'expires_at', 'verified_at', 'used_at'])
    .where('email', '=', email)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
