import { sql, type Kysely } from 'kysely';

/*
 * Two corrections of what divers read.
 *
 * - Search details name a place once. A region called like its country ('Palau' in Palau), or
 *   whose name already ends with it ('Long Island, Bahamas'), read 'Palau, Palau' and
 *   'Long Island, Bahamas, Bahamas'. place_line() joins a region and a country the way
 *   packages/shared/src/place-line.ts does for the web, and the search entries are rewritten.
 * - The default list is called 'Favorites', no longer 'Saved': a spot in any list reads 'Saved',
 *   and a list of that name beside it read as if it held every saved spot. Lists still called
 *   'Saved' by default are renamed; a list a diver named 'Saved' themselves keeps its name.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION place_line(region text, country text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      RETURN CASE
        WHEN nullif(region, '') IS NULL THEN nullif(country, '')
        WHEN nullif(country, '') IS NULL THEN region
        WHEN lower(region) = lower(country)
          OR right(lower(region), length(country) + 2) = ', ' || lower(country) THEN region
        ELSE region || ', ' || country
      END`.execute(db);
  await sql.raw(REFRESH_FUNCTION).execute(db);
  for (const [table, type] of [
    ['spot', 'DIVE_SPOT'],
    ['dive_center', 'DIVE_CENTER'],
  ] as const) {
    await sql
      .raw(`SELECT search_entry_refresh('${type}', ARRAY(SELECT id FROM ${table}))`)
      .execute(db);
  }
  await sql`UPDATE bookmark_folder SET name = 'Favorites' WHERE is_default AND name = 'Saved'`.execute(
    db,
  );
}

/** Migration 0003's function, with place_line() where it joined region and country. */
const REFRESH_FUNCTION = `
CREATE OR REPLACE FUNCTION search_entry_refresh(entry_type text, ids bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN RETURN; END IF;
  DELETE FROM search_entry WHERE type = entry_type AND object_id = ANY (ids);
  IF entry_type = 'DIVE_SPOT' THEN
    INSERT INTO search_entry
    SELECT 'DIVE_SPOT', s.id, s.slug, s.name,
           concat_ws(' · ',
             upper(left(s.site_type, 1)) || replace(substr(s.site_type, 2), '-', ' '),
             place_line(r.name, c.name)),
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
           concat_ws(' · ', 'Dive center', place_line(r.name, c.name)),
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

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE bookmark_folder SET name = 'Saved' WHERE is_default AND name = 'Favorites'`.execute(
    db,
  );
  await sql
    .raw(
      REFRESH_FUNCTION.replaceAll(
        /place_line\((\w)\.name, (\w)\.name\)/g,
        "nullif(concat_ws(', ', $1.name, $2.name), '')",
      ),
    )
    .execute(db);
  await sql`DROP FUNCTION place_line(text, text)`.execute(db);
}
