import { sql, type Kysely } from 'kysely';

/*
 * The admin console's users, messages and audit log (docs/product/admin.md).
 *
 * - An account can be disabled: `disabled_at` is set, its sessions end, and it cannot sign in
 *   until an admin enables it again.
 * - A contact message has a status the team moves it through: new, answered, archived.
 * - Every change an admin makes is written to `audit_log` in the same transaction as the change:
 *   who (the account's id and its e-mail at the time, which stays when the account goes), what
 *   (an action such as `user.disable`, and the record: a subject and its id), when, and the
 *   record's fields before and after. Rows are only ever added.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE app_user ADD COLUMN disabled_at timestamptz`.execute(db);

  await sql`ALTER TABLE contact_message
    ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'answered', 'archived')),
    ADD COLUMN status_changed_at timestamptz`.execute(db);
  await sql`CREATE INDEX contact_message_status_idx ON contact_message (status, created_at)`.execute(
    db,
  );

  await sql`CREATE TABLE audit_log (
    id bigserial PRIMARY KEY,
    at timestamptz NOT NULL DEFAULT now(),
    actor_id bigint,
    actor_email text NOT NULL,
    action text NOT NULL,
    subject text NOT NULL,
    subject_id text NOT NULL,
    before jsonb,
    after jsonb
  )`.execute(db);
  await sql`CREATE INDEX audit_log_subject_idx ON audit_log (subject, subject_id, id)`.execute(db);
  await sql`CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE audit_log`.execute(db);
  await sql`DROP INDEX contact_message_status_idx`.execute(db);
  await sql`ALTER TABLE contact_message DROP COLUMN status, DROP COLUMN status_changed_at`.execute(
    db,
  );
  await sql`ALTER TABLE app_user DROP COLUMN disabled_at`.execute(db);
}
