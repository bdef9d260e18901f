import type { Kysely } from 'kysely';
import type { ContactMessageInput } from '@divespot/shared/contact';
import type { Database } from '../../db/schema.ts';

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
