import type { Kysely } from 'kysely';
import type { LanguageCode } from '@divespot/shared/site';
import { translationLanguage, type TranslatedLanguage } from '@divespot/shared/text-languages';
import type { Database } from '../schema.ts';
import { storedTextsIn, storedTextsVersion } from './stored-texts.repository.ts';
import { ENGLISH, textKey, TextsIn } from './texts-in.ts';

/** How often the counter is read while texts are asked for. */
const CHECK_MS = 1000;

interface Loaded {
  version: number;
  texts: TextsIn;
}

/**
 * The stored texts in other languages than English (decision 0014), held in memory per language:
 * an answer looks its texts up without a query. A language is loaded (one query) when it is
 * first asked for. Every change to the texts raises a counter (migration 0018); a request finding
 * it unchecked for a second reads it in the background, and a changed counter loads the
 * languages anew while the current ones keep answering, so an edit shows on every server within
 * about a second.
 */
export class StoredTexts {
  readonly #languages = new Map<TranslatedLanguage, Promise<Loaded>>();
  #checkedAt = 0;
  #checking = false;

  private readonly db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  /** The texts of an interface language; English (US) without one. */
  async in(language: LanguageCode = 'en-US'): Promise<TextsIn> {
    const translated = translationLanguage(language);
    if (!translated) return ENGLISH;
    let loaded = this.#languages.get(translated);
    if (!loaded) {
      loaded = this.#load(translated);
      this.#languages.set(translated, loaded);
      // A load that fails (the database is away) is tried again by the next request.
      loaded.catch(() => this.#languages.delete(translated));
      this.#checkedAt = Date.now();
    } else if (!this.#checking && Date.now() - this.#checkedAt >= CHECK_MS) {
      void this.#check();
    }
    return (await loaded).texts;
  }

  async #load(language: TranslatedLanguage): Promise<Loaded> {
    // The counter first: a change made while the rows are read raises it past this one.
    const version = await storedTextsVersion(this.db);
    const rows = await storedTextsIn(this.db, language);
    const texts = new Map<string, string>();
    for (const row of rows) texts.set(textKey(row.subject, row.subject_id, row.field), row.text);
    return { version, texts: new TextsIn(language, texts) };
  }

  async #check(): Promise<void> {
    this.#checking = true;
    try {
      const version = await storedTextsVersion(this.db);
      for (const [language, current] of this.#languages) {
        if ((await current).version === version) continue;
        const next = await this.#load(language);
        // Swapped once loaded: until then the current texts answer.
        if (this.#languages.get(language) === current) {
          this.#languages.set(language, Promise.resolve(next));
        }
      }
    } catch {
      // The database is unreachable: the texts in memory keep answering.
    } finally {
      this.#checkedAt = Date.now();
      this.#checking = false;
    }
  }
}
