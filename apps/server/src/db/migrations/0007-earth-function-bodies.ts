import { sql, type Kysely } from 'kysely';

/*
 * earthdistance 1.1 (PostgreSQL 15) defines ll_to_earth() and its helpers as SQL functions whose
 * bodies are text, parsed each time with the caller's search_path. The spot and dive-center
 * indexes evaluate ll_to_earth(latitude, longitude), and autovacuum analyzes with an empty
 * search_path, so it failed on them with `type "earth" does not exist` and their statistics went
 * stale. earthdistance 1.2 (PostgreSQL 16+, PGlite) gives the same functions SQL-standard bodies,
 * resolved once when they are created. Update to it where the server has it; otherwise give the
 * 1.1 functions the 1.2 bodies ourselves. The functions keep their identity, so the indexes, and
 * queries that call ll_to_earth()/earth_box()/earth_distance() by name, stay as they are; the
 * bodies stay inlinable, so the planner still matches queries to the indexes.
 */

interface Schemas {
  earth: string;
  cube: string;
  canUpdate: boolean;
}

async function extensionSchemas(db: Kysely<unknown>): Promise<Schemas> {
  const { rows } = await sql<Schemas>`
    SELECT quote_ident(ed.extnamespace::regnamespace::text) AS earth,
           quote_ident(c.extnamespace::regnamespace::text) AS cube,
           EXISTS (SELECT 1 FROM pg_available_extension_versions
                   WHERE name = 'earthdistance' AND version = '1.2') AS "canUpdate"
      FROM pg_extension ed, pg_extension c
     WHERE ed.extname = 'earthdistance' AND c.extname = 'cube'`.execute(db);
  const found = rows[0];
  if (!found) throw new Error('The cube and earthdistance extensions are not installed.');
  return found;
}

/** earthdistance--1.1--1.2.sql, with every name qualified by the schemas it lives in. */
function functionBodies({ earth: e, cube: c }: Schemas): string[] {
  const fn = `LANGUAGE SQL IMMUTABLE STRICT PARALLEL SAFE`;
  return [
    `CREATE OR REPLACE FUNCTION ${e}.earth() RETURNS float8
       LANGUAGE SQL IMMUTABLE PARALLEL SAFE RETURN '6378168'::float8`,
    `CREATE OR REPLACE FUNCTION ${e}.sec_to_gc(float8) RETURNS float8 ${fn}
       RETURN CASE
         WHEN $1 < '0'::float8 THEN '0'::float8
         WHEN $1 / ('2'::float8 * ${e}.earth()) > '1'::float8 THEN pi() * ${e}.earth()
         ELSE '2'::float8 * ${e}.earth() * asin($1 / ('2'::float8 * ${e}.earth()))
       END`,
    `CREATE OR REPLACE FUNCTION ${e}.gc_to_sec(float8) RETURNS float8 ${fn}
       RETURN CASE
         WHEN $1 < '0'::float8 THEN '0'::float8
         WHEN $1 / ${e}.earth() > pi() THEN '2'::float8 * ${e}.earth()
         ELSE '2'::float8 * ${e}.earth() * sin($1 / ('2'::float8 * ${e}.earth()))
       END`,
    `CREATE OR REPLACE FUNCTION ${e}.ll_to_earth(float8, float8) RETURNS ${e}.earth ${fn}
       RETURN ${c}.cube(${c}.cube(${c}.cube(
         ${e}.earth() * cos(radians($1)) * cos(radians($2))),
         ${e}.earth() * cos(radians($1)) * sin(radians($2))),
         ${e}.earth() * sin(radians($1)))::${e}.earth`,
    `CREATE OR REPLACE FUNCTION ${e}.latitude(${e}.earth) RETURNS float8 ${fn}
       RETURN CASE
         WHEN ${c}.cube_ll_coord($1, 3) / ${e}.earth() < '-1'::float8 THEN '-90'::float8
         WHEN ${c}.cube_ll_coord($1, 3) / ${e}.earth() > '1'::float8 THEN '90'::float8
         ELSE degrees(asin(${c}.cube_ll_coord($1, 3) / ${e}.earth()))
       END`,
    `CREATE OR REPLACE FUNCTION ${e}.longitude(${e}.earth) RETURNS float8 ${fn}
       RETURN degrees(atan2(${c}.cube_ll_coord($1, 2), ${c}.cube_ll_coord($1, 1)))`,
    `CREATE OR REPLACE FUNCTION ${e}.earth_distance(${e}.earth, ${e}.earth) RETURNS float8 ${fn}
       RETURN ${e}.sec_to_gc(${c}.cube_distance($1, $2))`,
    `CREATE OR REPLACE FUNCTION ${e}.earth_box(${e}.earth, float8) RETURNS ${c}.cube ${fn}
       RETURN ${c}.cube_enlarge($1, ${e}.gc_to_sec($2), 3)`,
  ];
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const schemas = await extensionSchemas(db);
  if (schemas.canUpdate) {
    await sql`ALTER EXTENSION earthdistance UPDATE TO '1.2'`.execute(db);
    return;
  }
  for (const statement of functionBodies(schemas)) await sql.raw(statement).execute(db);
}
