import { sql, type Transaction } from 'kysely';
import type { Database } from '../schema.ts';
import { loadSeedDataset, type SeedDataset } from './data/dataset.ts';
import { buildCountries } from './countries.ts';

/** Our own dataset (regions, spots, species, centers): written by the DiveSpot team. */
export const DIVESPOT_SOURCE = 'divespot';
export const DIVESPOT_LICENSE = 'CC-BY-4.0';

export async function seedCountries(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('country')
    .values(buildCountries())
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

/** A table's ids by slug, to link seed data written by slug. */
export async function idsBySlug(
  trx: Transaction<Database>,
  table: 'region' | 'spot' | 'species',
): Promise<Map<string, number>> {
  const rows = await trx.selectFrom(table).select(['id', 'slug']).execute();
  return new Map(rows.map((r) => [r.slug, r.id]));
}

function required<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed data refers to unknown ${what} "${key}"`);
  return value;
}

/** Loads the seed dataset; existing rows (same slug) are left as they are. */
export async function seedDiveContent(
  trx: Transaction<Database>,
  data: SeedDataset = loadSeedDataset(),
): Promise<void> {
  const provenance = { source: DIVESPOT_SOURCE, license: DIVESPOT_LICENSE };
  const countries = new Map(
    (await trx.selectFrom('country').select(['id', 'code']).execute()).map((c) => [c.code, c.id]),
  );

  if (data.regions.length) {
    await trx
      .insertInto('region')
      .values(
        data.regions.map((r) => ({
          slug: r.slug,
          name: r.name,
          country_id: required(countries, r.country, 'country'),
          description: r.description,
          ...r.bounds,
          ...provenance,
        })),
      )
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
  }
  const regions = await idsBySlug(trx, 'region');
  const regionCountry = new Map(data.regions.map((r) => [r.slug, r.country]));
  const countryOf = (region: string) =>
    required(countries, required(regionCountry, region, 'region'), 'country');

  for (let i = 0; i < data.spots.length; i += 500) {
    await trx
      .insertInto('spot')
      .values(
        data.spots.slice(i, i + 500).map((s) => ({
          slug: s.slug,
          name: s.name,
          description: s.description,
          region_id: required(regions, s.region, 'region'),
          country_id: countryOf(s.region),
          latitude: s.latitude,
          longitude: s.longitude,
          location: sql`point(${s.longitude}, ${s.latitude})`,
          entry: s.entry ?? null,
          site_type: s.siteType,
          water_type: s.waterType,
          depth_min: s.depthMin ?? null,
          depth_max: s.depthMax ?? null,
          level: s.level,
          activities: s.activities,
          visibility_min: s.visibilityM?.min ?? null,
          visibility_max: s.visibilityM?.max ?? null,
          current: s.current ?? null,
          water_temp_c: s.waterTempC ?? null,
          best_months: s.bestMonths ?? null,
          certification: s.certification ?? null,
          tags: s.tags ?? [],
          ...provenance,
        })),
      )
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
  }
  const spots = await idsBySlug(trx, 'spot');

  if (data.species.length) {
    await trx
      .insertInto('species')
      .values(
        data.species.map((s) => ({
          slug: s.slug,
          common_name: s.commonName,
          scientific_name: s.scientificName,
          group: s.group,
          family: s.family,
          description: s.description,
          size_cm: s.sizeCm ?? null,
          depth_min: s.depthMinM ?? null,
          depth_max: s.depthMaxM ?? null,
          iucn: s.iucn ?? null,
          ...provenance,
        })),
      )
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
  }
  const species = await idsBySlug(trx, 'species');
  const sightings = data.species.flatMap((s) =>
    s.sightings.map((x) => ({
      species_id: required(species, s.slug, 'species'),
      spot_id: required(spots, x.spot, 'spot'),
      months: x.months,
    })),
  );
  if (sightings.length) {
    await trx
      .insertInto('species_sighting')
      .values(sightings)
      .onConflict((oc) => oc.columns(['species_id', 'spot_id']).doNothing())
      .execute();
  }

  if (data.diveCenters.length) {
    await trx
      .insertInto('dive_center')
      .values(
        data.diveCenters.map((c) => ({
          slug: c.slug,
          name: c.name,
          sample: false,
          region_id: required(regions, c.region, 'region'),
          country_id: countryOf(c.region),
          address: c.address,
          latitude: c.latitude,
          longitude: c.longitude,
          location: sql`point(${c.longitude}, ${c.latitude})`,
          phone: c.phone ?? null,
          email: c.email ?? null,
          website: c.website ?? null,
          agencies: c.agencies,
          services: c.services,
          languages: c.languages,
          hours: c.hours ? JSON.stringify(c.hours) : null,
          rating: c.rating ?? null,
          ...provenance,
        })),
      )
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
  }
}

/**
 * The altitudes of the team's spots: added to the dataset after `dive-content-v1`, written by a
 * step of their own so every database gets them, whenever it was first seeded. Only spots of our
 * own source whose altitude is still unknown: a value someone set since is left alone.
 */
export async function seedSpotAltitudes(
  trx: Transaction<Database>,
  data: SeedDataset = loadSeedDataset(),
): Promise<void> {
  for (const spot of data.spots) {
    if (spot.altitudeM === undefined) continue;
    await trx
      .updateTable('spot')
      .set({ altitude: spot.altitudeM })
      .where('slug', '=', spot.slug)
      .where('source', '=', DIVESPOT_SOURCE)
      .where('altitude', 'is', null)
      .execute();
  }
}
