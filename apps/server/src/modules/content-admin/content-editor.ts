import type { Kysely, Transaction } from 'kysely';
import type { PlaceRef } from '@divespot/shared/admin-content';
import { recordAudit, type AuditActor } from '../../db/audit.ts';
import type { ContentVersion } from '../../db/content-version.ts';
import { deleteRecord } from '../../db/record-delete.ts';
import type { Database } from '../../db/schema.ts';
import { slugify } from '../../db/seed/countries.ts';
import { slugsTakenFor, type SluggedTable } from '../../db/slugs.ts';
import { SlugAllocator } from '../import/slug-allocator.ts';

/**
 * What the console's content editors (spots, species, dive centers, places) share
 * (docs/product/admin.md#content): each change is one transaction with its audit entry; once it
 * commits, this server's cached answers are dropped (`content.changed`), and the others' within
 * a second by the content counter.
 */
export class ContentEditor {
  protected readonly db: Kysely<Database>;
  readonly #content: ContentVersion;

  constructor(db: Kysely<Database>, content: ContentVersion) {
    this.db = db;
    this.#content = content;
  }

  /** Runs one change in a transaction; once it has committed, content answers kept are stale. */
  protected async change<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    const result = await this.db.transaction().execute(work);
    this.#content.changed();
    return result;
  }

  /**
   * Deletes a spot, dive center or species with what points at it (db/record-delete.ts), in one
   * transaction with its audit entry. `locked` locks the record and answers it as the audit log
   * keeps it, or undefined when there is none: then `missing()` is thrown and nothing changes.
   */
  protected async deleteAudited(
    actor: AuditActor,
    table: SluggedTable,
    id: number,
    locked: (trx: Transaction<Database>) => Promise<unknown>,
    missing: () => Error,
  ): Promise<void> {
    await this.change(async (trx) => {
      const before = await locked(trx);
      if (!before) throw missing();
      await deleteRecord(trx, table, id);
      await recordAudit(trx, actor, {
        action: `${table}.delete`,
        subject: table,
        subjectId: id,
        before,
        after: null,
      });
    });
  }
}

/**
 * A new record's slug, made as the importer makes them: slugify(name), then -2, -3 … past the
 * slugs of `table` taken. The name is the first of `names` that gives a slug (one without Latin
 * letters gives none); `ref` is the record's own key.
 */
export async function newSlug(
  db: Kysely<Database>,
  table: SluggedTable,
  names: [string, ...string[]],
  ref: string,
): Promise<string> {
  const name = names.find((n) => slugify(n)) ?? names[0];
  const base = new SlugAllocator([]).allocate(name, ref);
  return new SlugAllocator(await slugsTakenFor(db, table, base)).allocate(name, ref);
}

/** The country and region columns of a record read with its place. */
interface PlaceColumns {
  country_code: string | null;
  country_slug: string | null;
  country_name: string | null;
  region_slug: string | null;
  region_name: string | null;
}

/** Where a stored record is, as the editor shows it: nothing of a place only partly known. */
export const placeRefOf = (row: PlaceColumns): PlaceRef => ({
  country:
    row.country_code && row.country_slug && row.country_name
      ? { code: row.country_code, slug: row.country_slug, name: row.country_name }
      : null,
  region:
    row.region_slug && row.region_name ? { slug: row.region_slug, name: row.region_name } : null,
});
