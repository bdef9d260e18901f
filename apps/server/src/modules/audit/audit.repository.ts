import { sql, type Kysely } from 'kysely';
import { pageOfRows } from '../../db/count.ts';
import type { Database } from '../../db/schema.ts';
import { likeContains, likeEscaped } from '../../db/like.ts';

/** One page of the audit log, newest first, narrowed by any of the filters. */
export async function findAuditEntries(
  db: Kysely<Database>,
  filter: {
    actor?: string;
    action?: string;
    subject?: string;
    subjectId?: string;
    page: number;
    size: number;
  },
) {
  let base = db.selectFrom('audit_log');
  if (filter.actor)
    base = base.where(sql`lower(actor_email)`, 'like', likeContains(filter.actor.toLowerCase()));
  if (filter.action) base = base.where('action', 'like', `${likeEscaped(filter.action)}%`);
  if (filter.subject) base = base.where('subject', '=', filter.subject);
  if (filter.subjectId) base = base.where('subject_id', '=', filter.subjectId);
  return pageOfRows(
    base
      .select([
        'id',
        'at',
        'actor_id',
        'actor_email',
        'action',
        'subject',
        'subject_id',
        'before',
        'after',
      ])
      .orderBy('id', 'desc'),
    filter,
  );
}
