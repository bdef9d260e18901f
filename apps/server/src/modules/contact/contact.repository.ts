import { sql, type Kysely } from 'kysely';
import type { ContactMessageInput } from '@divespot/shared/contact';
import { pageOfRows } from '../../db/count.ts';
import type { Database } from '../../db/schema.ts';
import { likeContains } from '../../db/like.ts';

export function insertContactMessage(
  db: Kysely<Database>,
  input: ContactMessageInput & { userAgent: string | null },
) {
  return db
    .insertInto('contact_message')
    .values({
      name: input.name,
      email: input.email,
      topic: input.topic,
      message: input.message,
      user_agent: input.userAgent,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

const MESSAGE_COLUMNS = [
  'id',
  'name',
  'email',
  'topic',
  'message',
  'status',
  'created_at',
  'status_changed_at',
] as const;

/** One page of messages, newest first, of one status or all; `q` finds sender, e-mail or text. */
export async function findContactMessages(
  db: Kysely<Database>,
  { status, q, page, size }: { status?: string; q?: string; page: number; size: number },
) {
  let base = db.selectFrom('contact_message');
  if (status) base = base.where('status', '=', status);
  if (q) {
    const pattern = likeContains(q.toLowerCase());
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(name)`, 'like', pattern),
        eb(sql`lower(email)`, 'like', pattern),
        eb(sql`lower(message)`, 'like', pattern),
      ]),
    );
  }
  return pageOfRows(base.select(MESSAGE_COLUMNS).orderBy('created_at', 'desc').orderBy('id'), {
    page,
    size,
  });
}

export type ContactMessageRow = Awaited<ReturnType<typeof findContactMessages>>['rows'][number];

export const findContactMessage = (db: Kysely<Database>, id: string) =>
  db.selectFrom('contact_message').select(MESSAGE_COLUMNS).where('id', '=', id).executeTakeFirst();

export async function setContactMessageStatus(db: Kysely<Database>, id: string, status: string) {
  await db
    .updateTable('contact_message')
    .set({ status, status_changed_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}
