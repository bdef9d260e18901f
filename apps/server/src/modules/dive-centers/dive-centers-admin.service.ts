import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AdminDiveCenter, adminDiveCenterWriteSchema } from '@divespot/shared/admin-content';
import { pagePath, PAGES } from '@divespot/shared/routes';
import { recordAudit, type AuditActor } from '../../db/audit.ts';
import type { Database } from '../../db/schema.ts';
import { DIVESPOT_LICENSE, DIVESPOT_SOURCE } from '../../db/seed/dive-content.ts';
import { notFound } from '../../http/errors.ts';
import { ContentEditor, newSlug, placeRefOf } from '../content-admin/content-editor.ts';
import { locatePlace, type LocatedPlace } from '../countries/place-locator.ts';
import { adminImage } from '../images/images-admin.service.ts';
import { findOwnerImages } from '../images/images.repository.ts';
import {
  findCenterRecord,
  insertCenter,
  lockCenter,
  updateCenter,
  type CenterColumns,
  type CenterRecord,
} from './dive-centers-admin.repository.ts';
import { toOpeningHours, toStoredHours } from './dive-centers.service.ts';

/** The dive center form as the shared schema hands it over (trimmed, empty texts null). */
export type DiveCenterInput = z.output<typeof adminDiveCenterWriteSchema>;

const centerNotFound = () => notFound('No dive center with that id.');

/** The center's own columns from the form; its country and region come from its point. */
const columns = (c: DiveCenterInput, place: LocatedPlace): CenterColumns => ({
  name: c.name,
  address: c.address,
  latitude: c.latitude,
  longitude: c.longitude,
  country_id: place.countryId,
  region_id: place.regionId,
  phone: c.phone,
  email: c.email,
  website: c.website,
  agencies: c.agencies,
  services: c.services,
  languages: c.languages,
  hours: toStoredHours(c.hours),
});

/** The center as the console shows it, without its pictures (as the audit log keeps it). */
function toAdminCenter(row: CenterRecord): Omit<AdminDiveCenter, 'images'> {
  return {
    id: row.id,
    slug: row.slug,
    path: pagePath(PAGES.diveCenter, { slug: row.slug }),
    source: { name: row.source, license: row.license },
    place: placeRefOf(row),
    name: row.name,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    email: row.email,
    website: row.website,
    agencies: row.agencies,
    services: row.services,
    languages: row.languages,
    hours: toOpeningHours(row.hours),
  };
}

/**
 * The console's dive center editor (docs/product/admin.md#content): a center read, created,
 * replaced as a whole (its opening hours with it) and deleted. Its country and region are found
 * from its point on every save. Each change is one transaction with its audit entry
 * (`ContentEditor`).
 */
export class DiveCenterAdmin extends ContentEditor {
  async get(id: number): Promise<AdminDiveCenter> {
    const center = await this.#read(this.db, id);
    if (!center) throw centerNotFound();
    const images = await findOwnerImages(this.db, 'center', id);
    return { ...center, images: images.map(adminImage) };
  }

  /** A new center of our own (source `divespot`, not a sample), with a slug made from its name. */
  async create(actor: AuditActor, input: DiveCenterInput): Promise<AdminDiveCenter> {
    const place = await locatePlace(this.db, input.latitude, input.longitude);
    const id = await this.change(async (trx) => {
      const id = await insertCenter(trx, {
        ...columns(input, place),
        // A name without Latin letters gives no slug of its own.
        slug: await newSlug(trx, 'dive_center', [input.name, 'dive center'], input.name),
        source: DIVESPOT_SOURCE,
        license: DIVESPOT_LICENSE,
      });
      await recordAudit(trx, actor, {
        action: 'dive_center.create',
        subject: 'dive_center',
        subjectId: id,
        before: null,
        after: await this.#read(trx, id),
      });
      return id;
    });
    return this.get(id);
  }

  /** Replaces a center as a whole; its slug (its page's address), source and rating stay. */
  async update(actor: AuditActor, id: number, input: DiveCenterInput): Promise<AdminDiveCenter> {
    const place = await locatePlace(this.db, input.latitude, input.longitude);
    await this.change(async (trx) => {
      const before = (await lockCenter(trx, id)) && (await this.#read(trx, id));
      if (!before) throw centerNotFound();
      await updateCenter(trx, id, columns(input, place));
      await recordAudit(trx, actor, {
        action: 'dive_center.update',
        subject: 'dive_center',
        subjectId: id,
        before,
        after: await this.#read(trx, id),
      });
    });
    return this.get(id);
  }

  /** Deletes a center with its pictures; divers' lists lose it, its page answers 404. */
  remove(actor: AuditActor, id: number): Promise<void> {
    return this.deleteAudited(
      actor,
      'dive_center',
      id,
      async (trx) => (await lockCenter(trx, id)) && (await this.#read(trx, id)),
      centerNotFound,
    );
  }

  async #read(db: Kysely<Database>, id: number) {
    const row = await findCenterRecord(db, id);
    return row ? toAdminCenter(row) : undefined;
  }
}
