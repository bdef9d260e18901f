import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { spotFilterCondition } from './spots-filter.repository.ts';
import { sightingRows } from './spots.repository.ts';

/** What a spot marker shows, and the places its country and region filters name. */
export interface MapSpotRow {
  id: number;
  name: string;
  country_slug: string | null;
  region_slug: string | null;
  level: string | null;
  rating: number | null;
  review_count: number;
  depth_min: number | null;
  depth_max: number | null;
  activities: string[];
  latitude: number;
  longitude: number;
}

/**
 * What the index holds of a spot: its marker's columns, the columns filters test, and the rest
 * of its card in lists.
 */
export interface SpotMapRow extends MapSpotRow {
  slug: string;
  synthetic: boolean;
  country_code: string | null;
  country_name: string | null;
  region_name: string | null;
  country_id: number | null;
  region_id: number | null;
  site_type: string | null;
  entry: string | null;
  water_type: string | null;
  current: string | null;
  certification: string | null;
  facilities: string[];
  /** 1–12; null when unknown. */
  best_months: number[] | null;
}

/** A species seen at a spot, and in which months (1–12). */
export interface SpotSightingRow {
  spot_id: number;
  species_id: number;
  slug: string;
  common_name: string;
  scientific_name: string;
  months: number[];
}

/** Every spot with what the map shows of it and what its filters test. */
export async function allMapSpots(db: Kysely<Database>): Promise<SpotMapRow[]> {
  return db
    .selectFrom('spot')
    .leftJoin('country', 'country.id', 'spot.country_id')
    .leftJoin('region', 'region.id', 'spot.region_id')
    .select([
      'spot.id',
      'spot.name',
      'spot.country_id',
      'spot.region_id',
      'country.slug as country_slug',
      'region.slug as region_slug',
      'spot.level',
      'spot.rating',
      'spot.review_count',
      'spot.depth_min',
      'spot.depth_max',
      'spot.activities',
      'spot.facilities',
      'spot.site_type',
      'spot.entry',
      'spot.water_type',
      'spot.current',
      'spot.certification',
      'spot.best_months',
      'spot.latitude',
      'spot.longitude',
      'spot.slug',
      'spot.synthetic',
      'country.code as country_code',
      'country.name as country_name',
      'region.name as region_name',
    ])
    .execute()
    .then(withSharedNames);
}

/** The rows with one copy of each country's and region's name (100,000 spots, a few hundred). */
function withSharedNames(rows: SpotMapRow[]): SpotMapRow[] {
  const names = new Map<string, string>();
  const shared = (name: string | null) => {
    if (name === null) return null;
    const kept = names.get(name);
    if (kept !== undefined) return kept;
    names.set(name, name);
    return name;
  };
  for (const row of rows) {
    row.country_code = shared(row.country_code);
    row.country_name = shared(row.country_name);
    row.region_name = shared(row.region_name);
  }
  return rows;
}

/** Every sighting: which species (by slug) divers see at which spot, and when. */
export async function allSightings(db: Kysely<Database>): Promise<SpotSightingRow[]> {
  return sightingRows(db).execute();
}

/** The ids of the spots whose name matches the text search `q` (as the list matches it). */
export async function spotIdsNamed(db: Kysely<Database>, q: string): Promise<Set<number>> {
  const rows = await db.selectFrom('spot').select('id').where(spotFilterCondition({ q })).execute();
  return new Set(rows.map((r) => r.id));
}
