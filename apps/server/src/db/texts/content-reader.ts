import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { StoredTexts } from './stored-texts.ts';

/**
 * A service answering with content in the interface language asked for: the database, and the
 * stored texts (whose content counter its kept answers follow: db/content-version.ts). Without
 * `texts`, stored texts of its own.
 */
export class ContentReader {
  protected readonly db: Kysely<Database>;
  protected readonly texts: StoredTexts;

  constructor(db: Kysely<Database>, texts = new StoredTexts(db)) {
    this.db = db;
    this.texts = texts;
  }
}
