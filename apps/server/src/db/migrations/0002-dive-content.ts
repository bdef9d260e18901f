import { sql, type Kysely } from 'kysely';

/*
 * The product's content: countries, dive regions, spots, marine species (and where they are
 * seen), dive centers and images. Every content row keeps where it came from (`source`, e.g.
 * 'divespot' or 'osm', with `source_ref` the id there) and under which licence, so imports can
 * update their own rows and pages can show attribution.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('country')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('code', 'char(2)', (c) => c.notNull().unique())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('north', 'double precision', (c) => c.notNull())
    .addColumn('east', 'double precision', (c) => c.notNull())
    .addColumn('south', 'double precision', (c) => c.notNull())
    .addColumn('west', 'double precision', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('license', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('region')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('country_id', 'bigint', (c) => c.notNull().references('country.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('north', 'double precision', (c) => c.notNull())
    .addColumn('east', 'double precision', (c) => c.notNull())
    .addColumn('south', 'double precision', (c) => c.notNull())
    .addColumn('west', 'double precision', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('license', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('region_country_idx').on('region').column('country_id').execute();

  await db.schema
    .createTable('spot')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('country_id', 'bigint', (c) => c.references('country.id'))
    .addColumn('region_id', 'bigint', (c) => c.references('region.id'))
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    // point(lng, lat): bounding-box queries use `location <@ box(...)` with the GiST index.
    .addColumn('location', sql`point`, (c) => c.notNull())
    .addColumn('entry', 'text')
    .addColumn('site_type', 'text')
    .addColumn('water_type', 'text')
    .addColumn('depth_min', 'real')
    .addColumn('depth_max', 'real')
    .addColumn('level', 'text')
    .addColumn('activities', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('visibility_min', 'real')
    .addColumn('visibility_max', 'real')
    .addColumn('current', 'text')
    .addColumn('water_temp_c', sql`real[]`)
    .addColumn('best_months', sql`smallint[]`)
    .addColumn('certification', 'text')
    .addColumn('facilities', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('rating', 'real')
    .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('source_ref', 'text')
    .addColumn('license', 'text', (c) => c.notNull())
    .addColumn('attribution', 'text')
    .addColumn('synthetic', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'spot_depth_order',
      sql`depth_min IS NULL OR depth_max IS NULL OR depth_min <= depth_max`,
    )
    .execute();
  await sql`CREATE INDEX spot_location_idx ON spot USING gist (location)`.execute(db);
  await sql`CREATE INDEX spot_earth_idx ON spot USING gist (ll_to_earth(latitude, longitude))`.execute(
    db,
  );
  await db.schema.createIndex('spot_region_idx').on('spot').column('region_id').execute();
  await db.schema.createIndex('spot_country_idx').on('spot').column('country_id').execute();
  await sql`CREATE UNIQUE INDEX spot_source_ref_idx ON spot (source, source_ref) WHERE source_ref IS NOT NULL`.execute(
    db,
  );

  await db.schema
    .createTable('species')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('common_name', 'text', (c) => c.notNull())
    .addColumn('scientific_name', 'text', (c) => c.notNull().unique())
    .addColumn('group', 'text', (c) => c.notNull())
    .addColumn('family', 'text')
    .addColumn('description', 'text')
    .addColumn('size_cm', 'real')
    .addColumn('depth_min', 'real')
    .addColumn('depth_max', 'real')
    .addColumn('iucn', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('license', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('species_sighting')
    .addColumn('species_id', 'bigint', (c) =>
      c.notNull().references('species.id').onDelete('cascade'),
    )
    .addColumn('spot_id', 'bigint', (c) => c.notNull().references('spot.id').onDelete('cascade'))
    .addColumn('months', sql`smallint[]`, (c) => c.notNull())
    .addPrimaryKeyConstraint('species_sighting_pk', ['species_id', 'spot_id'])
    .execute();
  await db.schema
    .createIndex('species_sighting_spot_idx')
    .on('species_sighting')
    .column('spot_id')
    .execute();

  await db.schema
    .createTable('dive_center')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sample', 'boolean', (c) => c.notNull())
    .addColumn('country_id', 'bigint', (c) => c.references('country.id'))
    .addColumn('region_id', 'bigint', (c) => c.references('region.id'))
    .addColumn('address', 'text')
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('location', sql`point`, (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('website', 'text')
    .addColumn('agencies', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('services', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('languages', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('hours', 'jsonb')
    .addColumn('rating', 'real')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('license', 'text', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX dive_center_location_idx ON dive_center USING gist (location)`.execute(db);
  await sql`CREATE INDEX dive_center_earth_idx ON dive_center USING gist (ll_to_earth(latitude, longitude))`.execute(
    db,
  );

  await db.schema
    .createTable('image')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('owner_type', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'bigint', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('caption', 'text')
    .addColumn('attribution', 'text')
    .addColumn('license', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('image_owner_idx')
    .on('image')
    .columns(['owner_type', 'owner_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'image',
    'dive_center',
    'species_sighting',
    'species',
    'spot',
    'region',
    'country',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
