import type { Kysely } from 'kysely';
import type { LanguageCode } from '@divespot/shared/site';
import { translationLanguage, type TranslatedLanguage } from '@divespot/shared/text-languages';
import type { Database } from '../schema.ts';
import { ContentVersion } from '../content-version.ts';
import { storedTextsIn } from './stored-texts.repository.ts';
import { ENGLISH, textKey, TextsIn } from './texts-in.ts';

interface Loaded {
  version: number;
  texts: TextsIn;
}

/**
 * The stored texts in other languages than English (decision 0014), held in memory per language:
 * an answer looks its texts up without a query. A language is loaded (one query) when it is
 * first asked for, and again once the content counter (db/content-version.ts) has moved, so an
 * edit shows on every server within a second. Without the database, the texts in memory keep
 * answering.
 */
export class StoredTexts {
  readonly #languages = new Map<TranslatedLanguage, Promise<Loaded>>();

  private readonly db: Kysely<Database>;
  /** The content counter this server answers by; the features' caches share it. */
  readonly content: ContentVersion;

  constructor(db: Kysely<Database>, content = new ContentVersion(db)) {
    this.db = db;
    this.content = content;
  }

  /** The texts of an interface language; English (US) without one. */
  async in(language: LanguageCode = 'en-US'): Promise<TextsIn> {
    const translated = translationLanguage(language);
    if (!translated) return ENGLISH;
    const version = await this.content.current();
    const current = this.#languages.get(translated);
    if (current) {
      const held = await current.catch(() => undefined);
      if (held?.version === version) return held.texts;
      // The counter moved: load anew, unless another request already does.
      if (this.#languages.get(translated) !== current) {
        return (await this.#languages.get(translated)!).texts;
      }
    }
    const loading = this.#load(translated, version);
    this.#languages.set(translated, loading);
    try {
      return (await loading).texts;
    } catch (error) {
      // The database is away: the texts held keep answering; the next request tries again.
      const held = current && (await current.catch(() => undefined));
      if (held) {
        this.#languages.set(translated, current);
        return held.texts;
      }
      this.#languages.delete(translated);
      throw error;
    }
  }

  async #load(language: TranslatedLanguage, version: number): Promise<Loaded> {
    const rows = await storedTextsIn(this.db, language);
    const texts = new Map<string, string>();
    for (const row of rows) texts.set(textKey(row.subject, row.subject_id, row.field), row.text);
    return { version, texts: new TextsIn(language, texts) };
  }
}
