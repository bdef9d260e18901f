import { sql, type Kysely } from 'kysely';
import type { SearchResultType } from '@divespot/shared/search-links';
import { preparedStatement } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';

/** What names a result's place in another language: ids and codes the English line lacks. */
export interface ResultPlaceRow {
  type: SearchResultType;
  id: number;
  site_type: string | null;
  region_id: number | null;
  region_name: string | null;
  country_code: string | null;
  country_name: string | null;
}

/** The ids of a page of results, by the table they come from. */
export interface ResultIds {
  spots: number[];
  centers: number[];
  regions: number[];
  countries: number[];
}

/*
 * One statement for a page of results (at most the search's limit of ids), each part a lookup
 * by primary key: a named prepared statement, planned once per connection (db/prepared.ts).
 */
const placesOf = preparedStatement(
  (db, spots: number[], centers: number[], regions: number[], countries: number[]) =>
    db
      .selectFrom(
        sql<ResultPlaceRow>`(
          SELECT 'DIVE_SPOT' AS type, s.id, s.site_type, s.region_id, r.name AS region_name,
                 c.code AS country_code, c.name AS country_name
            FROM spot s
            LEFT JOIN region r ON r.id = s.region_id
            LEFT JOIN country c ON c.id = s.country_id
           WHERE s.id = ANY (${spots}::bigint[])
          UNION ALL
          SELECT 'DIVE_CENTER', d.id, NULL, d.region_id, r.name, c.code, c.name
            FROM dive_center d
            LEFT JOIN region r ON r.id = d.region_id
            LEFT JOIN country c ON c.id = d.country_id
           WHERE d.id = ANY (${centers}::bigint[])
          UNION ALL
          SELECT 'REGION', r.id, NULL, NULL, NULL, c.code, c.name
            FROM region r JOIN country c ON c.id = r.country_id
           WHERE r.id = ANY (${regions}::bigint[])
          UNION ALL
          SELECT 'COUNTRY', c.id, NULL, NULL, NULL, c.code, c.name
            FROM country c
           WHERE c.id = ANY (${countries}::bigint[])
        )`.as('place'),
      )
      .selectAll(),
  [[1], [2], [3], [4]],
);

/** The places of the results' records, keyed `TYPE:id`; no query when there is none to name. */
export async function resultPlaces(
  db: Kysely<Database>,
  ids: ResultIds,
): Promise<Map<string, ResultPlaceRow>> {
  const found = new Map<string, ResultPlaceRow>();
  const { spots, centers, regions, countries } = ids;
  if (spots.length + centers.length + regions.length + countries.length === 0) return found;
  const { rows } = await placesOf(db, spots, centers, regions, countries);
  for (const row of rows) found.set(`${row.type}:${Number(row.id)}`, row);
  return found;
}
