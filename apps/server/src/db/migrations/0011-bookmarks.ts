import { sql, type Kysely } from 'kysely';

/*
 * Lists (bookmark folders): a user's named lists of dive spots, dive centers and species. Each
 * list keeps every slug it has had, so links to it survive renames; each user has at most one
 * default list; an item is in a list at most once.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE bookmark_folder (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id bigint NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
    name text NOT NULL,
    slug text NOT NULL,
    description text,
    privacy text NOT NULL DEFAULT 'PRIVATE' CHECK (privacy IN ('PRIVATE', 'PUBLIC')),
    is_default boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX bookmark_folder_user ON bookmark_folder (user_id, created_at)`.execute(db);
  await sql`CREATE UNIQUE INDEX bookmark_folder_one_default ON bookmark_folder (user_id)
    WHERE is_default`.execute(db);
  await sql`CREATE INDEX bookmark_folder_public ON bookmark_folder (updated_at DESC)
    WHERE privacy = 'PUBLIC'`.execute(db);
  await sql`CREATE TABLE bookmark_folder_slug (
    slug text PRIMARY KEY,
    folder_id bigint NOT NULL REFERENCES bookmark_folder (id) ON DELETE CASCADE
  )`.execute(db);
  await sql`CREATE TABLE bookmark_item (
    folder_id bigint NOT NULL REFERENCES bookmark_folder (id) ON DELETE CASCADE,
    type text NOT NULL CHECK (type IN ('DIVE_SPOT', 'DIVE_CENTER', 'MARINE_LIFE')),
    object_id bigint NOT NULL,
    position integer NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (folder_id, type, object_id)
  )`.execute(db);
  await sql`CREATE INDEX bookmark_item_object ON bookmark_item (type, object_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE bookmark_item, bookmark_folder_slug, bookmark_folder`.execute(db);
}
