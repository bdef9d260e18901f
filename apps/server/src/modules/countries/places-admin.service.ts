import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AdminPlace, adminPlaceWriteSchema } from '@divespot/shared/admin-content';
import { pagePath, PAGES } from '@divespot/shared/routes';
import { recordAudit, type AuditActor } from '../../db/audit.ts';
import type { Database } from '../../db/schema.ts';
import { replaceTranslations, translationsOf } from '../../db/texts/stored-texts.repository.ts';
import { notFound } from '../../http/errors.ts';
import { ContentEditor } from '../content-admin/content-editor.ts';
import {
  findCountryRecord,
  findRegionRecord,
  updatePlaceDescription,
} from './places-admin.repository.ts';

/** The place form as the shared schema hands it over (trimmed, empty texts null). */
export type PlaceInput = z.output<typeof adminPlaceWriteSchema>;

/** The kinds of place whose description the console edits. */
export type PlaceKind = 'country' | 'region';

const placeNotFound = (kind: PlaceKind) => notFound(`No ${kind} with that id.`);

/** The fields a country and a region share in the editor. */
const placeOf = (row: {
  id: number;
  slug: string;
  name: string;
  description: string | null;
  source: string;
  license: string;
}) => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  source: { name: row.source, license: row.license },
});

/** What the audit log keeps of a place: its texts. */
const audited = (place: AdminPlace) => ({
  slug: place.slug,
  name: place.name,
  description: place.description,
  translations: place.translations,
});

/**
 * The console's editor of countries' and regions' descriptions (docs/product/admin.md#content):
 * the English text and its translations, read and replaced. Each change is one transaction
 * with its audit entry (`ContentEditor`).
 */
export class PlacesAdmin extends ContentEditor {
  async get(kind: PlaceKind, id: number): Promise<AdminPlace> {
    const place = await this.#read(this.db, kind, id);
    if (!place) throw placeNotFound(kind);
    return place;
  }

  async update(
    actor: AuditActor,
    kind: PlaceKind,
    id: number,
    input: PlaceInput,
  ): Promise<AdminPlace> {
    return this.change(async (trx) => {
      const before = await this.#read(trx, kind, id);
      if (!before || !(await updatePlaceDescription(trx, kind, id, input.description))) {
        throw placeNotFound(kind);
      }
      await replaceTranslations(
        trx,
        { subject: kind, subjectId: id, field: 'description' },
        input.translations,
      );
      const after = await this.#read(trx, kind, id);
      if (!after) throw placeNotFound(kind);
      await recordAudit(trx, actor, {
        action: `${kind}.update`,
        subject: kind,
        subjectId: id,
        before: audited(before),
        after: audited(after),
      });
      return after;
    });
  }

  async #read(db: Kysely<Database>, kind: PlaceKind, id: number): Promise<AdminPlace | null> {
    const key = { subject: kind, subjectId: id, field: 'description' } as const;
    if (kind === 'country') {
      const row = await findCountryRecord(db, id);
      if (!row) return null;
      const path = pagePath(PAGES.country, { slug: row.slug });
      return { ...placeOf(row), path, detail: null, translations: await translationsOf(db, key) };
    }
    const row = await findRegionRecord(db, id);
    if (!row) return null;
    const path = pagePath(PAGES.region, { country: row.country_slug, region: row.slug });
    return {
      ...placeOf(row),
      path,
      detail: row.country_name,
      translations: await translationsOf(db, key),
    };
  }
}
