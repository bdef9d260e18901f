import type { Kysely } from 'kysely';
import type { ContactMessageCreated, ContactMessageInput } from '@divespot/shared/contact';
import type { Database } from '../../db/schema.ts';
import { insertContactMessage } from './contact.repository.ts';

/** Stores a visitor's message for the team; the reply goes out by e-mail from the inbox. */
export async function submitContactMessage(
  db: Kysely<Database>,
  input: ContactMessageInput,
  userAgent: string | undefined,
): Promise<ContactMessageCreated> {
  const row = await insertContactMessage(db, {
    ...input,
    userAgent: userAgent?.slice(0, 512) ?? null,
  });
  return { id: row.id, receivedAt: row.created_at.toISOString() };
}
