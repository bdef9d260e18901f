import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** Who made a change: the admin's account id and e-mail address (kept as they were then). */
export interface AuditActor {
  id: number;
  email: string;
}

export interface AuditRecord {
  /** What was done, `<subject>.<verb>`: `user.disable`, `message.status`, `article.update`… */
  action: string;
  subject: string;
  subjectId: string | number;
  /** The record's fields before the change (null when it was created) and after (null when deleted). */
  before: unknown;
  after: unknown;
}

const json = (value: unknown) =>
  value === null || value === undefined ? null : sql<string>`${JSON.stringify(value)}::text::jsonb`;

/**
 * Writes one entry of the audit log (migration 0020, docs/product/admin.md). Call it with the
 * transaction that makes the change, so the log holds exactly the changes that happened.
 */
export async function recordAudit(
  db: Kysely<Database>,
  actor: AuditActor,
  record: AuditRecord,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: actor.id,
      actor_email: actor.email,
      action: record.action,
      subject: record.subject,
      subject_id: String(record.subjectId),
      before: json(record.before) as unknown as string | null,
      after: json(record.after) as unknown as string | null,
    })
    .execute();
}
