import type { Kysely } from 'kysely';
import tzlookup from '@photostructure/tz-lookup';
import {
  dayHoursSchema,
  WEEKDAYS,
  type DiveCenterDetail,
  type DiveCenterFeatureCollection,
  type DiveCenterPage,
  type DiveCenterSearchQuery,
  type DiveCenterSummary,
  type OpeningHours,
} from '@divespot/shared/dive-centers';
import { coverImageUrl } from '@divespot/shared/images';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import {
  findCenterById,
  findCenterBySlug,
  findCentersInBounds,
  findCentersInCountry,
  findCentersNear,
  findCountryId,
  listCenterSlugs,
  searchCenters,
  type Bounds,
  type CenterRow,
} from './dive-centers.repository.ts';

const round1 = (n: number) => Math.round(n * 10) / 10;
// `rating` is a float4 column: 4.6 comes back as 4.599999904…
const rating = (n: number | null) => (n === null ? null : round1(n));

function toSummary(row: CenterRow, distanceKm?: number): DiveCenterSummary {
  return {
    objectId: row.id,
    slug: row.slug,
    name: row.name,
    sample: row.sample,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    country:
      row.country_code && row.country_name && row.country_slug
        ? { code: row.country_code, name: row.country_name, slug: row.country_slug }
        : null,
    rating: rating(row.rating),
    agencies: row.agencies,
    services: row.services,
    coverImageLink: coverImageUrl('center', row.id),
    ...(distanceKm === undefined ? {} : { distance: round1(distanceKm) }),
  };
}

/** Stored hours use the seed's `mon`…`sun` keys; the API spells the weekdays out. */
export function toOpeningHours(stored: unknown): OpeningHours | null {
  const raw: unknown = typeof stored === 'string' ? JSON.parse(stored) : stored;
  if (!raw || typeof raw !== 'object') return null;
  const hours: OpeningHours = {};
  for (const day of WEEKDAYS) {
    const parsed = dayHoursSchema.safeParse((raw as Record<string, unknown>)[day.slice(0, 3)]);
    if (parsed.success) hours[day] = parsed.data;
  }
  return Object.keys(hours).length ? hours : null;
}

/** Opening hours as the `hours` column keeps them (`mon`…`sun`, JSON); none known is null. */
export function toStoredHours(hours: OpeningHours | null): string | null {
  const stored = Object.fromEntries(
    WEEKDAYS.flatMap((day) => (hours?.[day] ? [[day.slice(0, 3), hours[day]]] : [])),
  );
  return Object.keys(stored).length ? JSON.stringify(stored) : null;
}

/** The IANA zone at the center's location; tz-lookup throws only for invalid coordinates. */
function timeZoneAt(lat: number, lng: number): string {
  try {
    return tzlookup(lat, lng);
  } catch {
    return 'UTC';
  }
}

function toDetail(row: CenterRow): DiveCenterDetail {
  return {
    ...toSummary(row),
    // No center has a written description yet; the field is there for when they do.
    description: null,
    phone: row.phone,
    email: row.email,
    website: row.website,
    languages: row.languages,
    hours: toOpeningHours(row.hours),
    timeZone: timeZoneAt(row.latitude, row.longitude),
    region:
      row.region_slug && row.region_name ? { slug: row.region_slug, name: row.region_name } : null,
    source: { name: row.source, license: row.license },
  };
}

const orNotFound = (row: CenterRow | undefined): DiveCenterDetail => {
  if (!row) throw notFound('No dive center with that id or slug.');
  return toDetail(row);
};

/** Dive centers: their pages, search, nearby lists and map. */
export class DiveCenterService {
  private readonly db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  async getCenterById(id: number): Promise<DiveCenterDetail> {
    return orNotFound(await findCenterById(this.db, id));
  }

  async getCenterBySlug(slug: string): Promise<DiveCenterDetail> {
    return orNotFound(await findCenterBySlug(this.db, slug));
  }

  /** A center by slug, or by id when the key is all digits (page URLs take either). */
  async findCenter(key: string): Promise<DiveCenterDetail | null> {
    const row = /^\d{1,15}$/.test(key)
      ? await findCenterById(this.db, Number(key))
      : await findCenterBySlug(this.db, key);
    return row ? toDetail(row) : null;
  }

  async searchDiveCenters(query: DiveCenterSearchQuery): Promise<DiveCenterPage> {
    const { page, size } = query;
    // An unknown country in a filter matches nothing, like any other filter value.
    const country = query.country ? await findCountryId(this.db, query.country) : undefined;
    if (query.country && !country) {
      return { content: [], page, size, totalElements: 0, totalPages: 0 };
    }
    const { rows, total } = await searchCenters(
      this.db,
      { q: query.q, countryId: country?.id, services: query.services, agencies: query.agencies },
      { offset: page * size, limit: size },
    );
    return {
      content: rows.map((row) => toSummary(row)),
      page,
      size,
      totalElements: total,
      totalPages: Math.ceil(total / size),
    };
  }

  async getCentersInCountry(key: string): Promise<DiveCenterSummary[]> {
    const country = await findCountryId(this.db, key);
    if (!country) throw notFound('No country with that slug or code.');
    const rows = await findCentersInCountry(this.db, country.id);
    return rows.map((row) => toSummary(row));
  }

  async getNearbyCenters(near: {
    lat: number;
    lng: number;
    radiusKm: number;
    limit: number;
  }): Promise<DiveCenterSummary[]> {
    const rows = await findCentersNear(this.db, near);
    return rows.map((row) => toSummary(row, row.distance_km));
  }

  async getCentersMap(bounds: Bounds): Promise<DiveCenterFeatureCollection> {
    const rows = await findCentersInBounds(this.db, bounds);
    return {
      type: 'FeatureCollection',
      features: rows.map((r) => ({
        type: 'Feature',
        id: r.id,
        geometry: { type: 'Point', coordinates: [r.longitude, r.latitude] },
        properties: {
          objectId: r.id,
          slug: r.slug,
          name: r.name,
          sample: r.sample,
          rating: rating(r.rating),
        },
      })),
    };
  }

  /** The slugs of every center's page, for sitemap.xml. */
  async centerSlugs(): Promise<string[]> {
    return (await listCenterSlugs(this.db)).map((r) => r.slug);
  }
}
