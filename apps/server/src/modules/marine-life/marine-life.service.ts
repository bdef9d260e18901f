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
  findSpeciesBySlugs,
  findSpeciesPage,
  listSpeciesSlugs,
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

type SpeciesKey = { id: number } | { slug: string };

/** The marine life guide: species pages, lists, search and sighting maps. */
export class MarineLifeService {
  constructor(private readonly db: Kysely<Database>) {}

  async #toDetail(row: SpeciesDetailRow): Promise<SpeciesDetail> {
    const spots = (await findSightingSpots(this.db, row.id)).map(toSpot);
    return {
      ...toSpeciesSummary(row),
      description: row.description,
      source: { name: row.source, license: row.license },
      spots,
      monthCounts: countByMonth(spots),
    };
  }

  /** A species by id or slug, or null when there is none (page heads answer 404 themselves). */
  async findSpecies(key: SpeciesKey): Promise<SpeciesDetail | null> {
    const row = await ('id' in key
      ? findSpeciesById(this.db, key.id)
      : findSpeciesBySlug(this.db, key.slug));
    return row ? this.#toDetail(row) : null;
  }

  async getSpecies(key: SpeciesKey): Promise<SpeciesDetail> {
    const species = await this.findSpecies(key);
    if (!species) throw notFound('No species with that id or slug.');
    return species;
  }

  async listSpecies(query: SpeciesListQuery): Promise<SpeciesPage> {
    const { rows, total } = await findSpeciesPage(this.db, query);
    return {
      content: rows.map(toSpeciesSummary),
      page: query.page,
      size: query.size,
      totalElements: total,
      totalPages: Math.ceil(total / query.size),
    };
  }

  /** Empty text answers an empty list without touching the database. */
  async searchSpeciesByName(q: string, limit: number): Promise<SpeciesSummary[]> {
    if (!q) return [];
    return (await searchSpecies(this.db, q, limit)).map(toSpeciesSummary);
  }

  /** The species of these slugs as cards, in no particular order; unknown slugs are left out. */
  async speciesCards(slugs: readonly string[]): Promise<SpeciesSummary[]> {
    return (await findSpeciesBySlugs(this.db, slugs)).map(toSpeciesSummary);
  }

  async getNearbySpecies(near: Parameters<typeof findSpeciesNear>[1]): Promise<NearbySpecies[]> {
    const rows = await findSpeciesNear(this.db, near);
    return rows.map((row) => ({
      ...toSpeciesSummary(row),
      nearbySpotCount: row.nearby_spot_count,
      distance: round1(row.distance_km),
    }));
  }

  async getFeaturedSpecies(limit: number): Promise<SpeciesSummary[]> {
    return (await findFeaturedSpecies(this.db, limit)).map(toSpeciesSummary);
  }

  /** Groups in the guide's order (see SPECIES_GROUPS), then any the data adds, by name. */
  async getGroupCounts(): Promise<SpeciesGroupCount[]> {
    const order = Object.keys(SPECIES_GROUPS);
    const position = (g: string) => (order.includes(g) ? order.indexOf(g) : order.length);
    return (await countSpeciesByGroup(this.db))
      .map((r) => ({ group: r.group, label: speciesGroupLabel(r.group), count: Number(r.n) }))
      .sort((a, b) => position(a.group) - position(b.group) || a.label.localeCompare(b.label));
  }

  /** The sighting spots of one species as GeoJSON points (`[lng, lat]`). */
  async getSpeciesMap(key: SpeciesKey): Promise<SpeciesMap> {
    const species = await this.getSpecies(key);
    return {
      type: 'FeatureCollection',
      features: species.spots.map(
        ({ objectId, slug, name, locationDescription, months, ...p }) => ({
          type: 'Feature',
          id: objectId,
          geometry: { type: 'Point', coordinates: [p.longitude, p.latitude] },
          properties: { objectId, slug, name, locationDescription, months },
        }),
      ),
    };
  }

  /** The slugs of every species page, for sitemap.xml. */
  async speciesSlugs(): Promise<string[]> {
    return (await listSpeciesSlugs(this.db)).map((r) => r.slug);
  }
}
