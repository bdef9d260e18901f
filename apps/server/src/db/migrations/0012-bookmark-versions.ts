import { sql, type Kysely } from 'kysely';

/*
 * Lists, made fast to read: an index for each list's first item (its cover), and a version per
 * user that every change to the user's lists or their items raises, in the same transaction.
 * A server keeping a user's lists in memory rereads them only when the version moved, whichever
 * instance made the change.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX bookmark_item_position ON bookmark_item (folder_id, position)`.execute(db);
  await sql`CREATE TABLE bookmark_version (
    user_id bigint PRIMARY KEY REFERENCES app_user (id) ON DELETE CASCADE,
    version bigint NOT NULL DEFAULT 0
  )`.execute(db);
  await sql`
    CREATE FUNCTION bookmark_version_bump() RETURNS trigger
    LANGUAGE plpgsql AS $$
    DECLARE owner bigint;
    BEGIN
      IF TG_TABLE_NAME = 'bookmark_folder' THEN
        owner := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
      ELSE
        SELECT user_id INTO owner FROM bookmark_folder
          WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.folder_id ELSE NEW.folder_id END;
      END IF;
      IF owner IS NOT NULL AND EXISTS (SELECT 1 FROM app_user WHERE id = owner) THEN
        INSERT INTO bookmark_version AS v (user_id, version) VALUES (owner, 1)
          ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  for (const table of ['bookmark_folder', 'bookmark_item']) {
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_version`)}
      AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION bookmark_version_bump()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['bookmark_folder', 'bookmark_item']) {
    await sql`DROP TRIGGER ${sql.raw(`${table}_version`)} ON ${sql.table(table)}`.execute(db);
  }
  await sql`DROP FUNCTION bookmark_version_bump()`.execute(db);
  await sql`DROP TABLE bookmark_version`.execute(db);
  await sql`DROP INDEX bookmark_item_position`.execute(db);
}
