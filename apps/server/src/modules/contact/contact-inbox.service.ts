import type { Kysely } from 'kysely';
import type {
  AdminMessage,
  AdminMessagePage,
  AdminMessageQuery,
  MessageStatus,
} from '@divespot/shared/admin';
import { recordAudit, type AuditActor } from '../../db/audit.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import {
  findContactMessage,
  findContactMessages,
  setContactMessageStatus,
  type ContactMessageRow,
} from './contact.repository.ts';
import { pageOf } from '@divespot/shared/schema-parts';

const toMessage = (row: ContactMessageRow): AdminMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  topic: row.topic,
  message: row.message,
  status: row.status as MessageStatus,
  receivedAt: row.created_at.toISOString(),
  statusChangedAt: row.status_changed_at?.toISOString() ?? null,
});

/** The console's messages section (docs/product/admin.md): the contact form's messages and their status. */
export class ContactInbox {
  private readonly db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  async list(query: AdminMessageQuery): Promise<AdminMessagePage> {
    const { rows, total } = await findContactMessages(this.db, query);
    return pageOf(rows.map(toMessage), total, query);
  }

  /** Moves a message to `status` (new, answered, archived); audited. */
  async setStatus(actor: AuditActor, id: string, status: MessageStatus): Promise<AdminMessage> {
    return this.db.transaction().execute(async (trx) => {
      const before = await findContactMessage(trx, id);
      if (!before) throw notFound('No message has this id.');
      if (before.status === status) return toMessage(before);
      await setContactMessageStatus(trx, id, status);
      const after = (await findContactMessage(trx, id)) as ContactMessageRow;
      await recordAudit(trx, actor, {
        action: 'message.status',
        subject: 'message',
        subjectId: id,
        before: { status: before.status },
        after: { status: after.status },
      });
      return toMessage(after);
    });
  }
}
