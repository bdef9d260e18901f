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
import type { LanguageCode } from '@divespot/shared/site';
import { translationLanguage } from '@divespot/shared/text-languages';
import type { Database } from '../../db/schema.ts';
import { StoredTexts } from '../../db/texts/stored-texts.ts';
import { ENGLISH, type TextsIn } from '../../db/texts/texts-in.ts';
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

/** A species' card, named in the language of `texts` where it has a name in it. */
export function toSpeciesSummary(row: SpeciesRow, texts: TextsIn = ENGLISH): SpeciesSummary {
  return {
    objectId: row.id,
    slug: row.slug,
    ...texts.speciesName(row),
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

function toSpot(row: SightingSpotRow, texts: TextsIn): SpeciesSpot {
  return {
    objectId: row.id,
    slug: row.slug,
    name: row.name,
    locationDescription: texts.place(row),
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

/** The language a call asks for; English (US) when it asks for none. */
type InLanguage = { lang?: LanguageCode };

/**
 * The marine life guide: species pages, lists, search and sighting maps, with names and texts in
 * the language asked for where they have one (decision 0014).
 */
export class MarineLifeService {
  private readonly db: Kysely<Database>;
  private readonly texts: StoredTexts;

  constructor(db: Kysely<Database>, texts = new StoredTexts(db)) {
    this.db = db;
    this.texts = texts;
  }

  async #toDetail(row: SpeciesDetailRow, texts: TextsIn): Promise<SpeciesDetail> {
    const spots = (await findSightingSpots(this.db, row.id)).map((s) => toSpot(s, texts));
    const description = texts.text('species', row.id, 'description', row.description);
    return {
      ...toSpeciesSummary(row, texts),
      description: description.text,
      descriptionLang: description.lang,
      source: { name: row.source, license: row.license },
      spots,
      monthCounts: countByMonth(spots),
    };
  }

  /** A species by id or slug, or null when there is none (page heads answer 404 themselves). */
  async findSpecies(key: SpeciesKey, lang?: LanguageCode): Promise<SpeciesDetail | null> {
    const [row, texts] = await Promise.all([
      'id' in key ? findSpeciesById(this.db, key.id) : findSpeciesBySlug(this.db, key.slug),
      this.texts.in(lang),
    ]);
    return row ? this.#toDetail(row, texts) : null;
  }

  async getSpecies(key: SpeciesKey, lang?: LanguageCode): Promise<SpeciesDetail> {
    const species = await this.findSpecies(key, lang);
    if (!species) throw notFound('No species with that id or slug.');
    return species;
  }

  /** A page of the guide; its text search also finds the names in the language asked for. */
  async listSpecies(query: SpeciesListQuery): Promise<SpeciesPage> {
    const language = translationLanguage(query.lang ?? 'en-US');
    const [{ rows, total }, texts] = await Promise.all([
      findSpeciesPage(this.db, { ...query, language }),
      this.texts.in(query.lang),
    ]);
    return {
      content: rows.map((row) => toSpeciesSummary(row, texts)),
      page: query.page,
      size: query.size,
      totalElements: total,
      totalPages: Math.ceil(total / query.size),
    };
  }

  /**
   * Species named like `q` (in English, Latin or the language asked for). Empty text answers an
   * empty list without touching the database.
   */
  async searchSpeciesByName(
    q: string,
    limit: number,
    lang?: LanguageCode,
  ): Promise<SpeciesSummary[]> {
    if (!q) return [];
    const language = translationLanguage(lang ?? 'en-US');
    const [rows, texts] = await Promise.all([
      searchSpecies(this.db, q, limit, language),
      this.texts.in(lang),
    ]);
    return rows.map((row) => toSpeciesSummary(row, texts));
  }

  /** The species of these slugs as cards, in no particular order; unknown slugs are left out. */
  async speciesCards(slugs: readonly string[], lang?: LanguageCode): Promise<SpeciesSummary[]> {
    const [rows, texts] = await Promise.all([
      findSpeciesBySlugs(this.db, slugs),
      this.texts.in(lang),
    ]);
    return rows.map((row) => toSpeciesSummary(row, texts));
  }

  async getNearbySpecies(
    near: Parameters<typeof findSpeciesNear>[1] & InLanguage,
  ): Promise<NearbySpecies[]> {
    const [rows, texts] = await Promise.all([
      findSpeciesNear(this.db, near),
      this.texts.in(near.lang),
    ]);
    return rows.map((row) => ({
      ...toSpeciesSummary(row, texts),
      nearbySpotCount: row.nearby_spot_count,
      distance: round1(row.distance_km),
    }));
  }

  async getFeaturedSpecies(limit: number, lang?: LanguageCode): Promise<SpeciesSummary[]> {
    const [rows, texts] = await Promise.all([
      findFeaturedSpecies(this.db, limit),
      this.texts.in(lang),
    ]);
    return rows.map((row) => toSpeciesSummary(row, texts));
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
  async getSpeciesMap(key: SpeciesKey, lang?: LanguageCode): Promise<SpeciesMap> {
    const species = await this.getSpecies(key, lang);
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
