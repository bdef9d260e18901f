import { sql, type Kysely, type RawBuilder } from 'kysely';
import { SEARCH_RESULT_TYPES, type SearchResultType } from '@divespot/shared/search-links';
import type { Database } from '../../db/schema.ts';

export interface SearchRow {
  type: SearchResultType;
  object_id: number;
  slug: string;
  title: string;
  details: string;
}

export interface SearchRequest {
  /** The raw text; normalised in SQL with the same search_norm() the columns use. */
  text: string;
  /** Below 3 characters trigrams cannot narrow anything: match word prefixes only. */
  short: boolean;
  types: readonly SearchResultType[];
  limit: number;
}

/*
 * The query text goes in as a parameter, yet search_norm() is IMMUTABLE and node-postgres plans
 * each statement with its values, so Postgres folds `search_norm($1)` into a constant pattern
 * the trigram indexes can use. Everything it yields is letters, digits and single spaces, so it
 * needs no LIKE escaping.
 */
const q = (r: SearchRequest) => sql<string>`search_norm(${r.text})`;

/**
 * Which rows match one name column: a substring, or a word within one typo of the text (`<<%`,
 * strict word similarity ≥ 0.5). Never the `%` operator: PGlite 0.5.16 hangs planning it when
 * `cube` is loaded (regression test in search.test.ts).
 */
function matches(r: SearchRequest, column: RawBuilder<string | null>) {
  return r.short
    ? sql<boolean>`(${column} LIKE ${q(r)} || '%' OR ${column} LIKE '% ' || ${q(r)} || '%')`
    : sql<boolean>`(${column} LIKE '%' || ${q(r)} || '%' OR ${q(r)} <<% ${column})`;
}

/** 0 exact, 1 prefix, 2 word prefix, 3 substring, 4 similar only; NULL when absent. */
function rankOf(r: SearchRequest, column: RawBuilder<string | null>) {
  return sql<number>`CASE WHEN ${column} = ${q(r)} THEN 0
    WHEN ${column} LIKE ${q(r)} || '%' THEN 1
    WHEN ' ' || ${column} LIKE '% ' || ${q(r)} || '%' THEN 2
    WHEN ${column} LIKE '%' || ${q(r)} || '%' THEN 3
    WHEN ${column} IS NOT NULL THEN 4 END`;
}

/** Between equally good matches, places first (few and broad), then spots, species, centers. */
const TYPE_ORDER = sql`array_position(
  ARRAY['COUNTRY', 'REGION', 'DIVE_SPOT', 'MARINE_LIFE', 'DIVE_CENTER'], e.type)`;

const name = sql.ref<string>('e.search_name');
const alt = sql.ref<string | null>('e.search_alt');

/** Real records (every type but synthetic spots) in rank order, numbered from 1. */
function realRecords(r: SearchRequest) {
  const byType =
    r.types.length < SEARCH_RESULT_TYPES.length ? sql`AND e.type IN (${sql.join(r.types)})` : sql``;
  return sql`
    SELECT 0 AS part, row_number() OVER (ORDER BY
             least(${rankOf(r, name)}, ${rankOf(r, alt)}),
             greatest(strict_word_similarity(${q(r)}, e.search_name),
                      coalesce(strict_word_similarity(${q(r)}, e.search_alt), 0)) DESC,
             ${TYPE_ORDER}, length(e.search_name), e.title, e.object_id) AS position,
           e.type, e.object_id, e.slug, e.title, e.details
      FROM search_entry e
     WHERE NOT e.synthetic AND (${matches(r, name)} OR ${matches(r, alt)}) ${byType}
     ORDER BY position
     LIMIT ${r.limit}`;
}

/**
 * Synthetic spots (all of type DIVE_SPOT), by name prefix in name order, so an exact name comes
 * first: 'synthetic wall 9' before 'synthetic wall 97'. Their names share most trigrams, so a
 * trigram search would read nearly all 100,000 index entries (measured: p99 0.2–0.5 s under
 * load); the byte-order btree answers any prefix at once.
 */
function syntheticSpots(r: SearchRequest) {
  return sql`
    SELECT 1 AS part, row_number() OVER (ORDER BY e.search_name COLLATE "C") AS position,
           e.type, e.object_id, e.slug, e.title, e.details
      FROM search_entry e
     WHERE e.synthetic AND e.search_name COLLATE "C" LIKE ${q(r)} || '%'
     ORDER BY e.search_name COLLATE "C"
     LIMIT ${r.limit}`;
}

/**
 * The best `limit` matches: real records first, then synthetic spots if room is left. One
 * statement, so one round trip and one plan per search.
 */
export async function searchEntries(db: Kysely<Database>, r: SearchRequest) {
  const withSynthetic = r.types.includes('DIVE_SPOT');
  const { rows } = await sql<SearchRow>`
    SELECT type, object_id, slug, title, details FROM (
      (${realRecords(r)})
      ${withSynthetic ? sql`UNION ALL (${syntheticSpots(r)})` : sql``}
    ) AS found
    ORDER BY part, position
    LIMIT ${r.limit}`.execute(db);
  return rows;
}
