import { sql, type Kysely } from 'kysely';
import type { SiteStatistics } from '@divespot/shared/statistics';
import type { Database } from '../../db/schema.ts';

/**
 * Everything the statistics line says, in one statement: real spots (synthetic ones are test
 * data), the countries that have one, the species of the guide and the real dive centers (not
 * sample listings).
 */
export async function countCatalogue(db: Kysely<Database>): Promise<SiteStatistics> {
  const { rows } = await sql<SiteStatistics>`
    SELECT
      (SELECT count(*) FROM spot WHERE NOT synthetic)::int AS spots,
      (SELECT count(DISTINCT country_id) FROM spot WHERE NOT synthetic)::int AS countries,
      (SELECT count(*) FROM species)::int AS species,
      (SELECT count(*) FROM dive_center WHERE NOT sample)::int AS "diveCenters"`.execute(db);
  const [counts] = rows;
  if (!counts) throw new Error('The catalogue could not be counted.');
  return counts;
}
