import type { Kysely } from 'kysely';
import { coverImageUrl } from '@divespot/shared/images';
import { SPECIES_GROUPS, speciesGroupLabel } from '@divespot/shared/marine-life-labels';
import type {
  NearbySpecies,
  SpeciesDetail,
  SpeciesGroupCount,
  SpeciesListQuery,
  SpeciesMap,
  SpeciesPage,
  SpeciesSpot,
  SpeciesSummary,
} from '@divespot/shared/marine-life';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import {
  findFeaturedSpecies,
  findSpeciesNear,
  searchSpecies,
} from './marine-life-discovery.repository.ts';
import {
  countSpeciesByGroup,
  findSightingSpots,
  findSpeciesById,
  findSpeciesBySlug,
  findSpeciesPage,
  type SightingSpotRow,
  type SpeciesDetailRow,
  type SpeciesRow,
} from './marine-life.repository.ts';

const round1 = (n: number) => Math.round(n * 10) / 10;

export function toSpeciesSummary(row: SpeciesRow): SpeciesSummary {
  return {
    objectId: row.id,
    slug: row.slug,
    commonName: row.common_name,
    scientificName: row.scientific_name,
    group: row.group,
    family: row.family,
    sizeCm: row.size_cm,
    depth: { min: row.depth_min, max: row.depth_max },
    iucnStatus: row.iucn,
    coverImageLink: coverImageUrl('species', row.id),
    spotCount: row.spot_count,
  };
}

function toSpot(row: SightingSpotRow): SpeciesSpot {
  const place = [row.region_name, row.country_name].filter(Boolean).join(', ');
  return {
    objectId: row.id,
    slug: row.slug,
    name: row.name,
    locationDescription: place || null,
    latitude: row.latitude,
    longitude: row.longitude,
    months: [...row.months].sort((a, b) => a - b),
  };
}

/** January … December: how many of the spots see the species in that month. */
export function countByMonth(spots: readonly { months: readonly number[] }[]): number[] {
  const counts = Array.from({ length: 12 }, () => 0);
  for (const spot of spots) {
    for (const month of new Set(spot.months)) {
      if (month >= 1 && month <= 12) counts[month - 1] = (counts[month - 1] ?? 0) + 1;
    }
  }
  return counts;
}

async function toDetail(db: Kysely<Database>, row: SpeciesDetailRow): Promise<SpeciesDetail> {
  const spots = (await findSightingSpots(db, row.id)).map(toSpot);
  return {
    ...toSpeciesSummary(row),
    description: row.description,
    source: { name: row.source, license: row.license },
    spots,
    monthCounts: countByMonth(spots),
  };
}

/** A species by id or slug, or null when there is none (page heads answer 404 themselves). */
export async function findSpecies(db: Kysely<Database>, key: { id: number } | { slug: string }) {
  const row = await ('id' in key ? findSpeciesById(db, key.id) : findSpeciesBySlug(db, key.slug));
  return row ? toDetail(db, row) : null;
}

export async function getSpecies(db: Kysely<Database>, key: { id: number } | { slug: string }) {
  const species = await findSpecies(db, key);
  if (!species) throw notFound('No species with that id or slug.');
  return species;
}

export async function listSpecies(
  db: Kysely<Database>,
  query: SpeciesListQuery,
): Promise<SpeciesPage> {
  const { rows, total } = await findSpeciesPage(db, query);
  return {
    content: rows.map(toSpeciesSummary),
    page: query.page,
    size: query.size,
    totalElements: total,
    totalPages: Math.ceil(total / query.size),
  };
}

/** Empty text answers an empty list without touching the database. */
export async function searchSpeciesByName(db: Kysely<Database>, q: string, limit: number) {
  if (!q) return [];
  return (await searchSpecies(db, q, limit)).map(toSpeciesSummary);
}

export async function getNearbySpecies(
  db: Kysely<Database>,
  near: Parameters<typeof findSpeciesNear>[1],
): Promise<NearbySpecies[]> {
  const rows = await findSpeciesNear(db, near);
  return rows.map((row) => ({
    ...toSpeciesSummary(row),
    nearbySpotCount: row.nearby_spot_count,
    distance: round1(row.distance_km),
  }));
}

export async function getFeaturedSpecies(db: Kysely<Database>, limit: number) {
  return (await findFeaturedSpecies(db, limit)).map(toSpeciesSummary);
}

/** Groups in the guide's order (see SPECIES_GROUPS), then any the data adds, by name. */
export async function getGroupCounts(db: Kysely<Database>): Promise<SpeciesGroupCount[]> {
  const order = Object.keys(SPECIES_GROUPS);
  const position = (g: string) => (order.includes(g) ? order.indexOf(g) : order.length);
  return (await countSpeciesByGroup(db))
    .map((r) => ({ group: r.group, label: speciesGroupLabel(r.group), count: Number(r.n) }))
    .sort((a, b) => position(a.group) - position(b.group) || a.label.localeCompare(b.label));
}

/** The sighting spots of one species as GeoJSON points (`[lng, lat]`). */
export async function getSpeciesMap(
  db: Kysely<Database>,
  key: { id: number } | { slug: string },
): Promise<SpeciesMap> {
  const species = await getSpecies(db, key);
  return {
    type: 'FeatureCollection',
    features: species.spots.map(({ objectId, slug, name, locationDescription, months, ...p }) => ({
      type: 'Feature',
      id: objectId,
      geometry: { type: 'Point', coordinates: [p.longitude, p.latitude] },
      properties: { objectId, slug, name, locationDescription, months },
    })),
  };
}
