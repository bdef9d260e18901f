import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  type AdminSpot,
  type adminSpotWriteSchema,
  type Translations,
} from '@divespot/shared/admin-content';
import { pagePath, PAGES } from '@divespot/shared/routes';
import { recordAudit, type AuditActor } from '../../db/audit.ts';
import type { Database } from '../../db/schema.ts';
import { DIVESPOT_LICENSE, DIVESPOT_SOURCE } from '../../db/seed/dive-content.ts';
import {
  replaceTranslations,
  translationsOf,
  writeTranslations,
} from '../../db/texts/stored-texts.repository.ts';
import { notFound } from '../../http/errors.ts';
import { ContentEditor, newSlug, placeRefOf } from '../content-admin/content-editor.ts';
import { locatePlace } from '../countries/place-locator.ts';
import { adminImage } from '../images/images-admin.service.ts';
import { findOwnerImages } from '../images/images.repository.ts';
import {
  findAdminSpotRow,
  insertSpot,
  lockSpot,
  updateSpot,
  type AdminSpotRow,
  type SpotColumns,
} from './spots-admin.repository.ts';

/** The spot form as the shared schema hands it over (trimmed, months sorted). */
export type SpotInput = z.output<typeof adminSpotWriteSchema>;

const spotNotFound = () => notFound('No dive spot with that id.');
/** How often a create tries again when another took the slug it picked at the same moment. */
const SLUG_ATTEMPTS = 3;

/** The spot's own columns from the form; its place comes from its point. */
function columns(s: SpotInput, place: { countryId: number | null; regionId: number | null }) {
  return {
    name: s.name,
    description: s.description,
    latitude: s.latitude,
    longitude: s.longitude,
    country_id: place.countryId,
    region_id: place.regionId,
    entry: s.entry,
    site_type: s.siteType,
    water_type: s.waterType,
    depth_min: s.depthMin,
    depth_max: s.depthMax,
    altitude: s.altitude,
    level: s.level,
    activities: s.activities,
    visibility_min: s.visibilityMin,
    visibility_max: s.visibilityMax,
    current: s.current,
    water_temp_c: s.waterTempC,
    // No month listed means none known: the page then says nothing of a season.
    best_months: s.bestMonths.length ? s.bestMonths : null,
    certification: s.certification,
    facilities: s.facilities,
    tags: s.tags,
  } satisfies SpotColumns;
}

/** The spot as the console shows it, without its pictures. */
function toAdminSpot(row: AdminSpotRow, translations: Translations): Omit<AdminSpot, 'images'> {
  return {
    id: Number(row.id),
    slug: row.slug,
    path: pagePath(PAGES.spot, { slug: row.slug }),
    source: { name: row.source, license: row.license },
    place: placeRefOf(row),
    name: row.name,
    description: row.description,
    translations,
    latitude: row.latitude,
    longitude: row.longitude,
    entry: row.entry,
    siteType: row.site_type,
    waterType: row.water_type,
    depthMin: row.depth_min,
    depthMax: row.depth_max,
    altitude: row.altitude,
    level: row.level,
    activities: row.activities,
    visibilityMin: row.visibility_min,
    visibilityMax: row.visibility_max,
    current: row.current,
    waterTempC: row.water_temp_c,
    bestMonths: row.best_months ?? [],
    certification: row.certification,
    facilities: row.facilities,
    tags: row.tags,
  };
}

/** A unique slug violation (PostgreSQL 23505 on the spot's slug). */
const slugTaken = (error: unknown) =>
  (error as { code?: string }).code === '23505' &&
  String((error as { constraint?: string }).constraint ?? '').includes('slug');

/**
 * The console's spot editor (docs/product/admin.md#content): a spot read, created, replaced as a
 * whole (its translations with it) and deleted. Its country and region are found from its point
 * on every save. Each change is one transaction with its audit entry (`ContentEditor`).
 */
export class SpotAdmin extends ContentEditor {
  async get(id: number): Promise<AdminSpot> {
    const spot = await this.#read(this.db, id);
    if (!spot) throw spotNotFound();
    const images = await findOwnerImages(this.db, 'spot', id);
    return { ...spot, images: images.map(adminImage) };
  }

  /** A new spot of our own (source `divespot`), with a slug made from its name. */
  async create(actor: AuditActor, input: SpotInput): Promise<AdminSpot> {
    const place = await locatePlace(this.db, input.latitude, input.longitude);
    for (let attempt = 1; ; attempt++) {
      try {
        const id = await this.change(async (trx) => {
          const id = await insertSpot(trx, {
            ...columns(input, place),
            slug: await newSlug(trx, 'spot', [input.name], input.name),
            source: DIVESPOT_SOURCE,
            license: DIVESPOT_LICENSE,
          });
          await writeTranslations(
            trx,
            { subject: 'spot', subjectId: id, field: 'description' },
            input.translations,
          );
          await recordAudit(trx, actor, {
            action: 'spot.create',
            subject: 'spot',
            subjectId: id,
            before: null,
            after: await this.#read(trx, id),
          });
          return id;
        });
        return await this.get(id);
      } catch (error) {
        if (attempt >= SLUG_ATTEMPTS || !slugTaken(error)) throw error;
      }
    }
  }

  /** Replaces a spot as a whole; its slug (and so its page's address) and its source stay. */
  async update(actor: AuditActor, id: number, input: SpotInput): Promise<AdminSpot> {
    const place = await locatePlace(this.db, input.latitude, input.longitude);
    await this.change(async (trx) => {
      if (!(await lockSpot(trx, id))) throw spotNotFound();
      const before = await this.#read(trx, id);
      await updateSpot(trx, id, columns(input, place));
      const key = { subject: 'spot', subjectId: id, field: 'description' } as const;
      // Every language of the form: one left out loses its text, as the whole spot is written.
      await replaceTranslations(trx, key, input.translations);
      await recordAudit(trx, actor, {
        action: 'spot.update',
        subject: 'spot',
        subjectId: id,
        before,
        after: await this.#read(trx, id),
      });
    });
    return this.get(id);
  }

  /**
   * Deletes a spot, with its sightings, translations and pictures; divers' lists lose it.
   * Its page answers 404 from then on.
   */
  remove(actor: AuditActor, id: number): Promise<void> {
    return this.deleteAudited(
      actor,
      'spot',
      id,
      async (trx) => ((await lockSpot(trx, id)) ? this.#read(trx, id) : undefined),
      spotNotFound,
    );
  }

  async #read(db: Kysely<Database>, id: number) {
    const row = await findAdminSpotRow(db, id);
    if (!row) return undefined;
    const key = { subject: 'spot', subjectId: id, field: 'description' } as const;
    return toAdminSpot(row, await translationsOf(db, key));
  }
}
