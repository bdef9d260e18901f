import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The stored secret called `name`; the first caller's `candidate` becomes it when none exists
 * yet, so concurrent instances all end up with the same value.
 */
export async function storedSecret(
  db: Kysely<Database>,
  name: string,
  candidate: string,
): Promise<string> {
  await db
    .insertInto('app_secret')
    .values({ name, value: candidate })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secret')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
