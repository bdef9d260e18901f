import type { Kysely } from 'kysely';
import type { AuditPage } from '@divespot/shared/admin';
import type { Database } from '../../db/schema.ts';
import { findAuditEntries } from './audit.repository.ts';
import { pageOf } from '@divespot/shared/schema-parts';

/** The console's audit log (docs/product/admin.md): every admin change, newest first. */
export class AuditLog {
  private readonly db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  async list(query: Parameters<typeof findAuditEntries>[1]): Promise<AuditPage> {
    const { rows, total } = await findAuditEntries(this.db, query);
    return pageOf(
      rows.map((r) => ({
        id: String(r.id),
        at: r.at.toISOString(),
        actorId: r.actor_id,
        actorEmail: r.actor_email,
        action: r.action,
        subject: r.subject,
        subjectId: r.subject_id,
        before: r.before ?? null,
        after: r.after ?? null,
      })),
      total,
      query,
    );
  }
}
