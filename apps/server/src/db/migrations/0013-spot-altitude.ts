import { sql, type Kysely } from 'kysely';

/*
 * The altitude of a spot's water surface, in metres above sea level: the diving calculators count
 * the thinner air above a mountain lake. Null where it is not known, which is most spots: the sea
 * is at 0 and needs no value. The bounds are the calculators' (the Dead Sea, about −430 m, to the
 * highest lakes ever dived, below 6,000 m), written out here because a migration never changes.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE spot
    ADD COLUMN altitude real CONSTRAINT spot_altitude_range CHECK (altitude BETWEEN -500 AND 6000)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE spot DROP COLUMN altitude`.execute(db);
}
