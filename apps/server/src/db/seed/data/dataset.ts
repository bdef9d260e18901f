import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  seedDiveCenterSchema,
  seedRegionSchema,
  seedSpeciesSchema,
  seedSpotSchema,
  type SeedDiveCenter,
  type SeedRegion,
  type SeedSpecies,
  type SeedSpot,
} from './schema.ts';

const DIR = fileURLToPath(new URL('.', import.meta.url));

export interface SeedDataset {
  regions: SeedRegion[];
  spots: SeedSpot[];
  species: SeedSpecies[];
  diveCenters: SeedDiveCenter[];
}

/** Reads and validates every `<kind>.<area>.json` file of one kind, naming the file on error. */
function readKind<T>(kind: string, schema: z.ZodType<T>): T[] {
  const files = readdirSync(DIR)
    .filter((f) => f.startsWith(`${kind}.`) && f.endsWith('.json'))
    .sort();
  return files.flatMap((file) => {
    const parsed = z.array(schema).safeParse(JSON.parse(readFileSync(DIR + file, 'utf8')));
    if (!parsed.success) {
      throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
    }
    return parsed.data;
  });
}

/** The whole seed dataset, validated. */
export function loadSeedDataset(): SeedDataset {
  return {
    regions: readKind('regions', seedRegionSchema),
    spots: readKind('spots', seedSpotSchema),
    species: readKind('species', seedSpeciesSchema),
    diveCenters: readKind('dive-centers', seedDiveCenterSchema),
  };
}
