import { placeLine } from '@divespot/shared/place-line';
import type { LanguageCode } from '@divespot/shared/site';
import type { TextLanguage, TranslatedLanguage } from '@divespot/shared/text-languages';
import type { StoredTextField, StoredTextSubject } from './stored-texts.repository.ts';

/** A stored text as an answer gives it: in the language asked for, or in English. */
export interface LocalizedText<T extends string | null = string> {
  text: T;
  /** `en` when the text is the record's own English. */
  lang: TextLanguage;
}

/** The key of a text in a language's table. */
export const textKey = (subject: StoredTextSubject, id: number, field: StoredTextField) =>
  `${subject}:${id}:${field}`;

/** Country names by language (Intl, CLDR), made once per language: static data. */
const countryNames = new Map<string, Intl.DisplayNames | null>();

function countryNamesIn(language: TranslatedLanguage): Intl.DisplayNames | null {
  let names = countryNames.get(language);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
    countryNames.set(language, names);
  }
  return names;
}

/**
 * The stored texts of one interface language, looked up in memory: each text in that language
 * where it has a translation, else the record's English (decision 0014). English (US) has no
 * table: every text is the record's own.
 */
export class TextsIn {
  readonly language: LanguageCode;
  readonly #translated: TranslatedLanguage | null;
  readonly #texts: ReadonlyMap<string, string>;

  constructor(language: LanguageCode, texts: ReadonlyMap<string, string> = new Map()) {
    this.language = language;
    this.#translated = language === 'en-US' ? null : language;
    this.#texts = texts;
  }

  /** English (US): every text is the stored one. */
  get isEnglish(): boolean {
    return this.#translated === null;
  }

  /** A text of a record in this language, or its English (null stays null). */
  text<T extends string | null>(
    subject: StoredTextSubject,
    id: number,
    field: StoredTextField,
    english: T,
  ): LocalizedText<T | string> {
    const language = this.#translated;
    const translated = language && this.#texts.get(textKey(subject, id, field));
    return translated ? { text: translated, lang: language } : { text: english, lang: 'en' };
  }

  /** A species' common name in this language where it has one, with the language it is in. */
  speciesName(row: { id: number; common_name: string }): {
    commonName: string;
    commonNameLang: TextLanguage;
  } {
    const name = this.text('species', row.id, 'common_name', row.common_name);
    return { commonName: name.text, commonNameLang: name.lang };
  }

  /** A region's name in this language where it has one (names rarely need one), else its own. */
  regionName<T extends string | null>(id: number | null, english: T): T | string {
    if (id === null || english === null) return english;
    return this.text('region', id, 'name', english).text;
  }

  /** A country's name in this language from its ISO code (CLDR), else the stored name. */
  countryName<T extends string | null>(code: string | null, stored: T): T | string {
    if (!this.#translated || !code || stored === null) return stored;
    try {
      return countryNamesIn(this.#translated)?.of(code) ?? stored;
    } catch {
      return stored;
    }
  }

  /**
   * "Region, Country" in this language, naming a place once (placeLine), or null for a record
   * outside any known place.
   */
  place(row: {
    region_id: number | null;
    region_name: string | null;
    country_code: string | null;
    country_name: string | null;
  }): string | null {
    const region = this.regionName(row.region_id, row.region_name);
    const country = this.countryName(row.country_code, row.country_name);
    return placeLine(region, country) || null;
  }
}

/** English (US), for callers that ask for no language. */
export const ENGLISH = new TextsIn('en-US');
