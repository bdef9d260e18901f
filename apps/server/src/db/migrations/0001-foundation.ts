import { sql, type Kysely } from 'kysely';

/* Migrations take Kysely<unknown>: they must not depend on the current schema types. */

export async function up(db: Kysely<unknown>): Promise<void> {
  // Extensions the product relies on (docs/architecture.md): geo without PostGIS, and fuzzy search.
  await sql`CREATE EXTENSION IF NOT EXISTS cube`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS earthdistance`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS unaccent`.execute(db);

  await db.schema
    .createTable('seed_run')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('applied_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('contact_message')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('contact_message_created_at_idx')
    .on('contact_message')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('featured_destination')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('tagline', 'text', (c) => c.notNull())
    .addColumn('north', 'double precision', (c) => c.notNull())
    .addColumn('east', 'double precision', (c) => c.notNull())
    .addColumn('south', 'double precision', (c) => c.notNull())
    .addColumn('west', 'double precision', (c) => c.notNull())
    .addColumn('zoom', 'double precision', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('featured_destination').execute();
  await db.schema.dropTable('contact_message').execute();
  await db.schema.dropTable('seed_run').execute();
}
