import { sql, type Kysely } from 'kysely';

/*
 * The search box's statement (modules/search/search.repository.ts) as a function whose plans
 * PostgreSQL makes once per connection. Planned afresh for each text, the statement cost ~1.5 ms
 * of database CPU, two thirds of it planning: the planner estimates each `<<%` by computing the
 * similarity of the text to every value of the column's statistics. Every new text is a new
 * statement, so nothing could be prepared, and search texts that never repeat were the slowest
 * answers after nearby spots. The plan is the same for every text (the trigram indexes of the
 * real records, the name-order index of the synthetic spots), so a generic plan loses nothing:
 * `plan_cache_mode = force_generic_plan` on the function makes PL/pgSQL keep one (~0.4 ms a
 * search, measured at 100,000 spots).
 *
 * What it returns is what the statement returned: real records by rank (exact, prefix, word
 * prefix, substring, one-typo word), then synthetic spots by name prefix in byte order, `lim` in
 * all; `ord` orders them. Short texts (below 3 characters, `short`) match word prefixes only.
 * Never the `%` operator: PGlite hangs planning it when `cube` is loaded.
 */

/** 0 exact, 1 prefix, 2 word prefix, 3 substring, 4 similar only; NULL when absent. */
const rankOf = (column: string) => `CASE WHEN ${column} = q THEN 0
    WHEN ${column} LIKE q || '%' THEN 1
    WHEN ' ' || ${column} LIKE '% ' || q || '%' THEN 2
    WHEN ${column} LIKE '%' || q || '%' THEN 3
    WHEN ${column} IS NOT NULL THEN 4 END`;

/** Whether a name column matches: word prefixes for short texts, else substring or one typo. */
const matches = (column: string, short: boolean) =>
  short
    ? `(${column} LIKE q || '%' OR ${column} LIKE '% ' || q || '%')`
    : `(${column} LIKE '%' || q || '%' OR q <<% ${column})`;

/**
 * Real records in rank order; between equally good matches, places first (few and broad), then
 * spots, species, centers, then the shorter name.
 */
const realRecords = (short: boolean) => `
    RETURN QUERY
    SELECT (row_number() OVER (ORDER BY
             least(${rankOf('e.search_name')}, ${rankOf('e.search_alt')}),
             greatest(strict_word_similarity(q, e.search_name),
                      coalesce(strict_word_similarity(q, e.search_alt), 0)) DESC,
             array_position(ARRAY['COUNTRY', 'REGION', 'DIVE_SPOT', 'MARINE_LIFE', 'DIVE_CENTER'],
                            e.type),
             length(e.search_name), e.title, e.object_id))::integer,
           e.type, e.object_id, e.slug, e.title, e.details
      FROM search_entry e
     WHERE NOT e.synthetic AND e.type = ANY (types)
       AND (${matches('e.search_name', short)} OR ${matches('e.search_alt', short)})
     ORDER BY 1
     LIMIT lim;`;

/*
 * Synthetic spots whose name starts with the text, in byte order. A generic plan cannot read a
 * prefix out of `LIKE $1 || '%'`, so the prefix is also given as the range of the name-order
 * index: names are search_norm() output (letters, digits, spaces), all below U+10FFFF, so every
 * name starting with q lies in [q, q || U+10FFFF), and no other name does.
 */
const SYNTHETIC_SPOTS = `
    RETURN QUERY
    SELECT (lim + row_number() OVER (ORDER BY e.search_name COLLATE "C"))::integer,
           e.type, e.object_id, e.slug, e.title, e.details
      FROM search_entry e
     WHERE e.synthetic
       AND e.search_name COLLATE "C" >= q
       AND e.search_name COLLATE "C" < q || chr(1114111)
       AND e.search_name COLLATE "C" LIKE q || '%'
     ORDER BY e.search_name COLLATE "C"
     LIMIT lim - found;`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `CREATE FUNCTION search_entries_find(raw text, types text[], lim integer, short boolean)
         RETURNS TABLE (ord integer, type text, object_id bigint, slug text, title text,
                        details text)
         LANGUAGE plpgsql STABLE PARALLEL SAFE
         SET plan_cache_mode = force_generic_plan
       AS $fn$
       DECLARE
         q text := search_norm(raw);
         found integer;
       BEGIN
         IF short THEN ${realRecords(true)}
         ELSE ${realRecords(false)}
         END IF;
         GET DIAGNOSTICS found = ROW_COUNT;
         IF found < lim AND 'DIVE_SPOT' = ANY (types) THEN ${SYNTHETIC_SPOTS}
         END IF;
       END $fn$`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION search_entries_find(text, text[], integer, boolean)`.execute(db);
}
