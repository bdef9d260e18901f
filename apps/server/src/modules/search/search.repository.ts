import { sql, type Kysely } from 'kysely';
import type { SearchResultType } from '@divespot/shared/search-links';
import { preparedStatement } from '../../db/prepared.ts';
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
 * The statement lives in the database as search_entries_find() (migration 0017, where its
 * ranking is written out): real records by rank (exact, prefix, word prefix, substring, a word
 * within one typo via `<<%`, never `%`, which hangs PGlite with cube loaded), then synthetic
 * spots by name prefix. The function keeps one plan per connection, and this call is a named
 * prepared statement, so a search text never seen before is not planned again.
 */
const entriesFound = preparedStatement(
  (db, text: string, types: SearchResultType[], limit: number, short: boolean) =>
    db
      .selectFrom(
        sql<SearchRow & { ord: number }>`search_entries_find(
          ${text}, ${types}::text[], ${limit}, ${short})`.as('found'),
      )
      .select(['type', 'object_id', 'slug', 'title', 'details'])
      .orderBy('ord'),
  ['', ['COUNTRY'], 1, false],
);

/** The best `limit` matches: real records first, then synthetic spots if room is left. */
export async function searchEntries(db: Kysely<Database>, r: SearchRequest) {
  return (await entriesFound(db, r.text, [...r.types], r.limit, r.short)).rows;
}
