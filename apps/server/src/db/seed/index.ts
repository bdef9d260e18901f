import type { Kysely, Transaction } from 'kysely';
import { appliedMigrations } from '../migrate.ts';
import type { Database } from '../schema.ts';
import { refreshPlannerStatistics } from '../statistics.ts';
import { refreshSeedArticles, seedArticles } from './articles.ts';
import { seedCountries, seedDiveContent, seedSpotAltitudes } from './dive-content.ts';
import { loadSeedTexts } from './data/texts.ts';
import { FEATURED_DESTINATIONS } from './featured-destinations.ts';
import { SIGHTINGS_V2, seedSightings } from './sightings.ts';
import { seedTexts } from './texts.ts';

interface SeedStep {
  /** Stable name recorded in `seed_run`; a step runs once per database. */
  name: string;
  /**
   * The migration that made what the step writes, when it came after the first seed: until the
   * database has it, the step waits (unrecorded) for a later run.
   */
  needs?: string;
  run(trx: Transaction<Database>): Promise<void>;
}

const STEPS: SeedStep[] = [
  {
    name: 'featured-destinations',
    run: async (trx) => {
      await trx
        .insertInto('featured_destination')
        .values(FEATURED_DESTINATIONS)
        .onConflict((oc) => oc.column('slug').doNothing())
        .execute();
    },
  },
  { name: 'countries', run: seedCountries },
  // The team's dataset as of this step; later additions come as new steps.
  { name: 'dive-content-v1', run: (trx) => seedDiveContent(trx) },
  // Altitudes of inland water, added to the dataset after dive-content-v1.
  { name: 'spot-altitudes-v1', needs: '0013-spot-altitude', run: (trx) => seedSpotAltitudes(trx) },
  // The blog's articles in data/articles/ as of this step (it runs once per database): articles
  // written later reach existing databases with a new step running seedArticles again, which
  // adds the files whose slug is new.
  { name: 'articles-v1', needs: '0014-articles', run: (trx) => seedArticles(trx) },
  // Sightings where our own texts place a species (Ningaloo's whale sharks, …), added later.
  { name: 'sightings-v2', run: (trx) => seedSightings(trx, SIGHTINGS_V2) },
  // Each article's own dates (articles-v1 dated every article the day it was seeded) and the
  // text changed since, for the articles nobody has edited.
  { name: 'articles-v2', needs: '0014-articles', run: (trx) => refreshSeedArticles(trx) },
];

/**
 * The translations in data/i18n/ (decision 0014): a step named after the files' content, so
 * every new or changed translation file reaches existing databases on their next start without
 * a step written for it. It adds the new texts and updates those the seed wrote before; a text
 * edited since (the admin console) stays as edited.
 */
function storedTextsStep(): SeedStep {
  const texts = loadSeedTexts();
  return {
    name: `stored-texts-${texts.digest}`,
    needs: '0018-stored-texts',
    run: (trx) => seedTexts(trx, texts),
  };
}

/**
 * Runs every seed step that has not run on this database yet, each in its own transaction
 * together with its `seed_run` record, so a crash never leaves a half-seeded step behind and a
 * re-run is a no-op. Returns the names of the steps that ran.
 */
export async function seedDatabase(db: Kysely<Database>): Promise<string[]> {
  const done = new Set(
    (await db.selectFrom('seed_run').select('name').execute()).map((r) => r.name),
  );
  const migrated = new Set(await appliedMigrations(db));
  const ran: string[] = [];
  const due = [...STEPS, storedTextsStep()].filter(
    (s) => !done.has(s.name) && (!s.needs || migrated.has(s.needs)),
  );
  for (const step of due) {
    await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('seed_run')
        .values({ name: step.name })
        .onConflict((oc) => oc.column('name').doNothing())
        .executeTakeFirst();
      // Another server instance seeded this step first.
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
      await step.run(trx);
      ran.push(step.name);
    });
  }
  if (ran.length) await refreshPlannerStatistics(db);
  return ran;
}
