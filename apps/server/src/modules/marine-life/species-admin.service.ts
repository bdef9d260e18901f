import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AdminSpecies, adminSpeciesWriteSchema } from '@divespot/shared/admin-content';
import { pagePath, PAGES } from '@divespot/shared/routes';
import { recordAudit, type AuditActor } from '../../db/audit.ts';
import type { Database } from '../../db/schema.ts';
import { DIVESPOT_LICENSE, DIVESPOT_SOURCE } from '../../db/seed/dive-content.ts';
import { replaceTranslations, translationsOf } from '../../db/texts/stored-texts.repository.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import { ContentEditor, newSlug } from '../content-admin/content-editor.ts';
import { adminImage } from '../images/images-admin.service.ts';
import { findOwnerImages } from '../images/images.repository.ts';
import {
  findSpeciesRecord,
  findSpeciesSightings,
  insertSpecies,
  lockSpecies,
  replaceSightings,
  scientificNameTaken,
  unknownSpotIds,
  updateSpecies,
} from './species-admin.repository.ts';

/** The species form as the shared schema hands it over (trimmed, months sorted). */
export type SpeciesInput = z.output<typeof adminSpeciesWriteSchema>;

const speciesNotFound = () => notFound('No species with that id.');

/** The species' own columns from the form. */
const columns = (s: SpeciesInput) => ({
  common_name: s.commonName,
  scientific_name: s.scientificName,
  group: s.group,
  family: s.family,
  description: s.description,
  size_cm: s.sizeCm,
  depth_min: s.depthMin,
  depth_max: s.depthMax,
  iucn: s.iucn,
});

/** What the audit log keeps of a species: the record as the editor shows it, without pictures. */
const audited = ({ images: _images, ...species }: AdminSpecies) => species;

/**
 * The console's species editor (docs/product/admin.md#content): a species read, created,
 * replaced as a whole (its sightings and translations with it) and deleted. Each change is one
 * transaction with its audit entry (`ContentEditor`).
 */
export class SpeciesAdmin extends ContentEditor {
  async get(id: number): Promise<AdminSpecies> {
    const species = await this.#read(this.db, id);
    if (!species) throw speciesNotFound();
    return species;
  }

  async create(actor: AuditActor, input: SpeciesInput): Promise<AdminSpecies> {
    return this.change(async (trx) => {
      await this.#check(trx, input, null);
      // A common name without Latin letters gives no slug; the scientific name always does.
      const { commonName, scientificName } = input;
      const slug = await newSlug(trx, 'species', [commonName, scientificName], scientificName);
      const id = await insertSpecies(trx, {
        ...columns(input),
        slug,
        source: DIVESPOT_SOURCE,
        license: DIVESPOT_LICENSE,
      });
      return this.#finish(trx, actor, id, input, null);
    });
  }

  async update(actor: AuditActor, id: number, input: SpeciesInput): Promise<AdminSpecies> {
    return this.change(async (trx) => {
      const before = (await lockSpecies(trx, id)) && (await this.#read(trx, id));
      if (!before) throw speciesNotFound();
      await this.#check(trx, input, id);
      await updateSpecies(trx, id, columns(input));
      return this.#finish(trx, actor, id, input, before);
    });
  }

  /** Deletes a species with its sightings, translations and pictures; divers' lists lose it. */
  remove(actor: AuditActor, id: number): Promise<void> {
    return this.deleteAudited(
      actor,
      'species',
      id,
      async (trx) => {
        const before = (await lockSpecies(trx, id)) && (await this.#read(trx, id));
        return before ? audited(before) : undefined;
      },
      speciesNotFound,
    );
  }

  /** Refuses what the schema cannot know: a spot that does not exist, a name another species has. */
  async #check(db: Kysely<Database>, input: SpeciesInput, id: number | null): Promise<void> {
    const unknown = await unknownSpotIds(
      db,
      input.sightings.map((s) => s.spotId),
    );
    const fields = input.sightings.flatMap((s, i) =>
      unknown.has(s.spotId)
        ? [{ field: `sightings.${i}.spotId`, message: 'is not a known spot' }]
        : [],
    );
    if (await scientificNameTaken(db, input.scientificName, id)) {
      fields.push({ field: 'scientificName', message: 'is already the name of another species' });
    }
    if (fields.length) throw validationFailed(fields);
  }

  /** Sightings and translations written, the audit entry made; the species as it now is. */
  async #finish(
    trx: Kysely<Database>,
    actor: AuditActor,
    id: number,
    input: SpeciesInput,
    before: AdminSpecies | null,
  ): Promise<AdminSpecies> {
    await replaceSightings(trx, id, input.sightings);
    const key = { subject: 'species', subjectId: id } as const;
    await replaceTranslations(trx, { ...key, field: 'description' }, input.translations);
    await replaceTranslations(trx, { ...key, field: 'common_name' }, input.commonNameTranslations);
    const after = await this.#read(trx, id);
    if (!after) throw speciesNotFound();
    await recordAudit(trx, actor, {
      action: before ? 'species.update' : 'species.create',
      subject: 'species',
      subjectId: id,
      before: before && audited(before),
      after: audited(after),
    });
    return after;
  }

  async #read(db: Kysely<Database>, id: number): Promise<AdminSpecies | null> {
    const row = await findSpeciesRecord(db, id);
    if (!row) return null;
    const key = { subject: 'species', subjectId: id } as const;
    const [sightings, images, translations, names] = await Promise.all([
      findSpeciesSightings(db, id),
      findOwnerImages(db, 'species', id),
      translationsOf(db, { ...key, field: 'description' }),
      translationsOf(db, { ...key, field: 'common_name' }),
    ]);
    return {
      id: row.id,
      slug: row.slug,
      path: pagePath(PAGES.species, { slug: row.slug }),
      source: { name: row.source, license: row.license },
      commonName: row.common_name,
      scientificName: row.scientific_name,
      group: row.group,
      family: row.family,
      description: row.description,
      translations,
      commonNameTranslations: names,
      sizeCm: row.size_cm,
      depthMin: row.depth_min,
      depthMax: row.depth_max,
      iucn: row.iucn,
      sightings: sightings.map((s) => ({
        spotId: s.spot_id,
        spotName: s.spot_name,
        months: [...s.months].sort((a, b) => a - b),
      })),
      images: images.map(adminImage),
    };
  }
}
