import { sql, type Kysely } from 'kysely';

/*
 * Accounts (docs/product/entities.md, docs/product/states.md, docs/product/roles.md): users, e-mailed registration codes, sessions with rotating
 * refresh tokens, password reset links, one-time codes of the Google sign-in, and rate-limit
 * counters. All of it lives in the database, so any number of server instances share every
 * session, code and limit (docs/architecture.md). Secrets (codes, tokens) are stored as SHA-256 hashes only.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_user')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('email', 'text', (c) => c.notNull())
    // Null for an account made by Google sign-in that never set a password.
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('roles', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{ROLE_USER}'::text[]`))
    .addColumn('image_id', 'bigint', (c) => c.references('image.id').onDelete('set null'))
    .addColumn('email_consent', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('google_subject', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Addresses are unique whatever their case.
  await sql`CREATE UNIQUE INDEX app_user_email_key ON app_user (lower(email))`.execute(db);

  await db.schema
    .createTable('registration_code')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    // Set when `validateRegistrationToken` accepted the code; `register` then consumes it.
    .addColumn('verified_at', 'timestamptz')
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('registration_code_email_idx')
    .on('registration_code')
    .columns(['email', 'created_at'])
    .execute();

  // One row per signed-in device; its id is the refresh-token family and the access token's `sid`.
  await db.schema
    .createTable('user_session')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'bigint', (c) =>
      c.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_reason', 'text')
    .execute();
  await db.schema
    .createIndex('user_session_user_idx')
    .on('user_session')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('refresh_token')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('session_id', 'uuid', (c) =>
      c.notNull().references('user_session.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    // Set when the token was exchanged for the next one; a second use is a reuse.
    .addColumn('replaced_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('refresh_token_session_idx')
    .on('refresh_token')
    .column('session_id')
    .execute();

  await db.schema
    .createTable('password_reset')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'bigint', (c) =>
      c.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  // Google sign-in: the state of a started sign-in, then the one-time code the page exchanges.
  await db.schema
    .createTable('oauth_state')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('oauth_exchange_code')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) =>
      c.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  // Secrets every instance must share, made on first use (the JWT key when JWT_SECRET is unset).
  await db.schema
    .createTable('app_secret')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Fixed-window counters: one row per limited key (e.g. `signin:ip:1.2.3.4`) and window start.
  await db.schema
    .createTable('rate_limit')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('rate_limit_pkey', ['key', 'window_start'])
    .execute();
  await db.schema
    .createIndex('rate_limit_window_idx')
    .on('rate_limit')
    .column('window_start')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'rate_limit',
    'app_secret',
    'oauth_exchange_code',
    'oauth_state',
    'password_reset',
    'refresh_token',
    'user_session',
    'registration_code',
    'app_user',
  ])
    await db.schema.dropTable(table).execute();
}
