import { sql, type Kysely } from 'kysely';

/*
 * Share links (docs/product/screens.md#explore "Share", docs/product/api.md): a short slug for a map view, its filters and
 * whether the list was hidden, with how often the link was followed. Kept in the database, not
 * in a server's memory, so every instance resolves every link (docs/architecture.md).
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('share_link')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('north', 'double precision', (c) => c.notNull())
    .addColumn('east', 'double precision', (c) => c.notNull())
    .addColumn('south', 'double precision', (c) => c.notNull())
    .addColumn('west', 'double precision', (c) => c.notNull())
    .addColumn('zoom', 'double precision', (c) => c.notNull())
    .addColumn('hide_menu', 'boolean', (c) => c.notNull().defaultTo(false))
    // The filters as GET /api/spot takes them: lists as arrays, ranges as numbers.
    .addColumn('filters', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('clicks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_clicked_at', 'timestamptz')
    .addCheckConstraint('share_link_bounds', sql`north > south AND zoom BETWEEN 1 AND 20`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('share_link').execute();
}
