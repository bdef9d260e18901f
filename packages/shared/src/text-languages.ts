import type { LanguageCode } from './site.ts';

/**
 * The languages of stored texts (decision 0014): our regions', spots' and species' texts are
 * written in English, in the records' own columns, and may have a translation in each of the
 * other interface languages. Free of zod, so page chunks can read it.
 */

/** The interface languages a stored text can be translated into. */
export const TRANSLATED_LANGUAGES = ['es', 'fr', 'de', 'pt-BR', 'ja'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/**
 * The language a text in an answer is actually in: `en` for the record's own English (what a
 * text without a translation shows), else the language asked for.
 */
export const TEXT_LANGUAGES = ['en', ...TRANSLATED_LANGUAGES] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/** The language of a translation for an interface language; null for English (US). */
export function translationLanguage(language: LanguageCode): TranslatedLanguage | null {
  return language === 'en-US' ? null : language;
}

/**
 * True when a text in `text` reads as a different language from a page in `page`: the text must
 * then carry its own `lang` (English shown on a German page).
 */
export function isForeignText(text: string, page: string): boolean {
  return text.split('-')[0] !== page.split('-')[0];
}

/** What names a species: its common name, the language that name is in, its scientific name. */
export interface SpeciesNames {
  commonName: string;
  commonNameLang: TextLanguage;
  scientificName: string;
}

/**
 * The name a species goes by on a page in `page`: its common name when it has one in that
 * language, else its scientific name (the English common name then stands beside it, marked as
 * English).
 */
export function speciesShownName(species: SpeciesNames, page: string): string {
  return isForeignText(species.commonNameLang, page) ? species.scientificName : species.commonName;
}
