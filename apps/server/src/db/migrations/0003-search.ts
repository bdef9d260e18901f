import { sql, type Kysely } from 'kysely';

/*
 * Search (docs/architecture.md): pg_trgm + unaccent over one table, search_entry, with a row per spot,
 * species, dive center, country and region. A UNION ALL view over the five tables was measured
 * first: planning five branches and scanning the small tables row by row cost ~4 ms a query,
 * where one GIN-indexed table costs a fraction of a millisecond.
 *
 * Statement-level triggers keep the table current on every insert, update and delete of the
 * source tables (seed, importer, synthetic spots, admin edits alike), so nothing ever needs a
 * manual refresh. A renamed region or country rewrites the details of everything inside it.
 */

/** Source table of each result type, and the tables whose changes ripple into it. */
const SOURCES = [
  ['spot', 'DIVE_SPOT'],
  ['species', 'MARINE_LIFE'],
  ['dive_center', 'DIVE_CENTER'],
  ['country', 'COUNTRY'],
  ['region', 'REGION'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS unaccent`.execute(db);

  // unaccent() is only STABLE (its dictionary could change), so it cannot appear in index
  // expressions; this wrapper pins the dictionary and is declared IMMUTABLE, the usual way. It
  // also lets the planner fold search_norm('text') into a constant. Accents and case go, and any
  // run of punctuation becomes one space: 'S.S. Thistlegorm' = 'ss thistlegorm'.
  await sql`
    CREATE FUNCTION search_norm(value text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      RETURN btrim(regexp_replace(
        lower(public.unaccent('public.unaccent'::regdictionary, value)),
        '[^[:alnum:]]+', ' ', 'g'))`.execute(db);

  await sql`
    CREATE TABLE search_entry (
      type text NOT NULL,
      object_id bigint NOT NULL,
      slug text NOT NULL,
      title text NOT NULL,
      details text NOT NULL,
      search_name text NOT NULL,
      search_alt text,
      synthetic boolean NOT NULL DEFAULT false,
      PRIMARY KEY (type, object_id)
    )`.execute(db);
  // Real records and synthetic spots apart, so a search over real ones never wades through
  // 100,000 synthetic names. Synthetic names ('Synthetic Reef 123') share most trigrams, so they
  // get a plain btree in byte order instead: name prefixes, in name order, straight off the index.
  await sql`CREATE INDEX search_entry_real_idx ON search_entry
    USING gin (search_name gin_trgm_ops) WHERE NOT synthetic`.execute(db);
  await sql`CREATE INDEX search_entry_synthetic_idx ON search_entry
    (search_name COLLATE "C") WHERE synthetic`.execute(db);
  // Substring search over synthetic spots too (GET /api/spot?q= lists every spot whose name
  // contains the text).
  await sql`CREATE INDEX search_entry_synthetic_trgm_idx ON search_entry
    USING gin (search_name gin_trgm_ops) WHERE synthetic`.execute(db);
  // Species' scientific names.
  await sql`CREATE INDEX search_entry_alt_idx ON search_entry
    USING gin (search_alt gin_trgm_ops) WHERE search_alt IS NOT NULL`.execute(db);

  await sql.raw(REFRESH_FUNCTION).execute(db);
  await sql.raw(TRIGGER_FUNCTION).execute(db);
  for (const [table] of SOURCES) {
    for (const [event, transition] of [
      ['INSERT', 'NEW'],
      ['UPDATE', 'NEW'],
      ['DELETE', 'OLD'],
    ] as const) {
      await sql
        .raw(
          `CREATE TRIGGER ${table}_search_${event.toLowerCase()} AFTER ${event} ON ${table}
             REFERENCING ${transition} TABLE AS changed
             FOR EACH STATEMENT EXECUTE FUNCTION search_entry_sync()`,
        )
        .execute(db);
    }
  }
  // Rows that exist already (an existing database); a fresh one is seeded after this.
  for (const [table, type] of SOURCES) {
    await sql
      .raw(`SELECT search_entry_refresh('${type}', ARRAY(SELECT id FROM ${table}))`)
      .execute(db);
  }
}

/** Rewrites the entries of the given records of one type and drops those of deleted ones. */
const REFRESH_FUNCTION = `
CREATE FUNCTION search_entry_refresh(entry_type text, ids bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN RETURN; END IF;
  DELETE FROM search_entry WHERE type = entry_type AND object_id = ANY (ids);
  IF entry_type = 'DIVE_SPOT' THEN
    INSERT INTO search_entry
    SELECT 'DIVE_SPOT', s.id, s.slug, s.name,
           concat_ws(' · ',
             upper(left(s.site_type, 1)) || replace(substr(s.site_type, 2), '-', ' '),
             nullif(concat_ws(', ', r.name, c.name), '')),
           search_norm(s.name), NULL, s.synthetic
      FROM spot s
      LEFT JOIN region r ON r.id = s.region_id
      LEFT JOIN country c ON c.id = s.country_id
     WHERE s.id = ANY (ids);
  ELSIF entry_type = 'MARINE_LIFE' THEN
    INSERT INTO search_entry
    SELECT 'MARINE_LIFE', sp.id, sp.slug, sp.common_name, sp.scientific_name,
           search_norm(sp.common_name), search_norm(sp.scientific_name), false
      FROM species sp WHERE sp.id = ANY (ids);
  ELSIF entry_type = 'DIVE_CENTER' THEN
    INSERT INTO search_entry
    SELECT 'DIVE_CENTER', d.id, d.slug, d.name,
           concat_ws(' · ', 'Dive center', nullif(concat_ws(', ', r.name, c.name), '')),
           search_norm(d.name), NULL, false
      FROM dive_center d
      LEFT JOIN region r ON r.id = d.region_id
      LEFT JOIN country c ON c.id = d.country_id
     WHERE d.id = ANY (ids);
  ELSIF entry_type = 'COUNTRY' THEN
    INSERT INTO search_entry
    SELECT 'COUNTRY', c.id, c.slug, c.name, 'Country', search_norm(c.name), NULL, false
      FROM country c WHERE c.id = ANY (ids);
  ELSIF entry_type = 'REGION' THEN
    INSERT INTO search_entry
    SELECT 'REGION', r.id, c.slug || '/' || r.slug, r.name, 'Region · ' || c.name,
           search_norm(r.name), NULL, false
      FROM region r JOIN country c ON c.id = r.country_id
     WHERE r.id = ANY (ids);
  END IF;
END $$`;

/**
 * Statement-level trigger of every source table: refreshes the changed rows' entries (the
 * transition table \`changed\` holds new rows, or old ones on DELETE), and for a region or
 * country also the entries whose details name it.
 */
const TRIGGER_FUNCTION = `
CREATE FUNCTION search_entry_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids bigint[] := ARRAY(SELECT id FROM changed);
  own_type text := CASE TG_TABLE_NAME WHEN 'spot' THEN 'DIVE_SPOT'
    WHEN 'species' THEN 'MARINE_LIFE' WHEN 'dive_center' THEN 'DIVE_CENTER'
    WHEN 'country' THEN 'COUNTRY' ELSE 'REGION' END;
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_entry WHERE type = own_type AND object_id = ANY (ids);
    RETURN NULL;
  END IF;
  PERFORM search_entry_refresh(own_type, ids);
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'region' THEN
    PERFORM search_entry_refresh('DIVE_SPOT',
      ARRAY(SELECT id FROM spot WHERE region_id = ANY (ids)));
    PERFORM search_entry_refresh('DIVE_CENTER',
      ARRAY(SELECT id FROM dive_center WHERE region_id = ANY (ids)));
  ELSIF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'country' THEN
    PERFORM search_entry_refresh('REGION',
      ARRAY(SELECT id FROM region WHERE country_id = ANY (ids)));
    PERFORM search_entry_refresh('DIVE_SPOT',
      ARRAY(SELECT id FROM spot WHERE country_id = ANY (ids)));
    PERFORM search_entry_refresh('DIVE_CENTER',
      ARRAY(SELECT id FROM dive_center WHERE country_id = ANY (ids)));
  END IF;
  RETURN NULL;
END $$`;

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table] of SOURCES) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql.raw(`DROP TRIGGER ${table}_search_${event} ON ${table}`).execute(db);
    }
  }
  await sql`DROP FUNCTION search_entry_sync()`.execute(db);
  await sql`DROP FUNCTION search_entry_refresh(text, bigint[])`.execute(db);
  await sql`DROP TABLE search_entry`.execute(db);
  await sql`DROP FUNCTION search_norm(text)`.execute(db);
}
