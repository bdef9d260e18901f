import type { Transaction } from 'kysely';
import type { Database } from '../schema.ts';
import { loadSeedDataset, type SeedDataset } from './data/dataset.ts';
import { DIVESPOT_SOURCE } from './dive-content.ts';

/** A sighting by species and spot slug. */
export type SightingKey = readonly [species: string, spot: string];

/**
 * Sightings added to the dataset after `dive-content-v1`, where our own regions', spots' and
 * articles' texts place a species that no sighting matched (data/species-places.test.ts finds
 * them). Their months are the dataset's.
 */
export const SIGHTINGS_V2: readonly SightingKey[] = [
  ['whale-shark', 'coral-bay-ningaloo'],
  ['whale-shark', 'east-flower-garden-bank'],
  ['whale-shark', 'bajo-alcyone-cocos-island'],
  ['whale-shark', 'hanifaru-bay-baa-atoll'],
  ['whale-shark', 'koh-tachai-pinnacle'],
  ['whale-shark', 'netrani-island-reef'],
  ['bull-shark', 'cabo-pulmo-reef'],
  ['wolf-eel', 'whytecliff-park-howe-sound'],
  ['hawksbill-turtle', 'meno-wall-gili-meno'],
  ['dugong', 'abu-dabbab-bay'],
  ['galapagos-shark', 'el-canon-san-benedicto'],
  ['galapagos-shark', 'kicker-rock-galapagos'],
  ['galapagos-shark', 'neds-beach-lord-howe'],
  ['orange-cup-coral', 'tugboat-caracasbaai-curacao'],
  ['humpback-whale', 'northwest-point-wall-providenciales'],
  ['elkhorn-coral', 'alligator-reef-islamorada'],
  ['bat-ray', 'casino-point-dive-park-catalina'],
  ['lingcod', 'porteau-cove-howe-sound'],
  ['pygmy-seahorse', 'tulamben-drop-off'],
  ['banded-sea-krait', 'rock-point-apo-island'],
  ['bumphead-parrotfish', 'south-point-sipadan'],
  ['bumphead-parrotfish', 'white-tip-avenue-sipadan'],
  ['dogtooth-tuna', 'swallow-reef-wall-layang-layang'],
  ['zebra-shark', 'elephant-head-rock-similan'],
  ['blacktip-shark', 'palong-wall-phi-phi'],
  ['blacktip-shark', 'fahal-island'],
  ['giant-clam', 'michaelmas-cay'],
  ['weedy-seadragon', 'portsea-pier'],
  ['silvertip-shark', 'avatoru-pass-rangiroa'],
  ['blue-maomao', 'goat-island-marine-reserve'],
];

/**
 * Adds the given sightings of the dataset to a database seeded before they were written. Only
 * between species and spots of our own source that still exist (a record deleted by hand stays
 * deleted), and a sighting already there is left as it is: someone may have edited its months.
 */
export async function seedSightings(
  trx: Transaction<Database>,
  keys: readonly SightingKey[],
  data: SeedDataset = loadSeedDataset(),
): Promise<void> {
  const months = new Map(
    data.species.flatMap((s) => s.sightings.map((x) => [`${s.slug}@${x.spot}`, x.months])),
  );
  const ids = async (table: 'species' | 'spot', slugs: string[]) =>
    new Map(
      (
        await trx
          .selectFrom(table)
          .select(['id', 'slug'])
          .where('slug', 'in', slugs)
          .where('source', '=', DIVESPOT_SOURCE)
          .execute()
      ).map((r) => [r.slug, r.id]),
    );
  const species = await ids(
    'species',
    keys.map(([s]) => s),
  );
  const spots = await ids(
    'spot',
    keys.map(([, s]) => s),
  );
  const rows = keys.flatMap(([speciesSlug, spotSlug]) => {
    const speciesId = species.get(speciesSlug);
    const spotId = spots.get(spotSlug);
    const seen = months.get(`${speciesSlug}@${spotSlug}`);
    if (!seen) throw new Error(`No sighting of ${speciesSlug} at ${spotSlug} in the seed data`);
    return speciesId && spotId ? [{ species_id: speciesId, spot_id: spotId, months: seen }] : [];
  });
  if (!rows.length) return;
  await trx
    .insertInto('species_sighting')
    .values(rows)
    .onConflict((oc) => oc.columns(['species_id', 'spot_id']).doNothing())
    .execute();
}
