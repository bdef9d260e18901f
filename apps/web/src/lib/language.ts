import { LANGUAGES, type LanguageCode } from '@divespot/shared/site';

const STORAGE_KEY = 'divespot-language';
export const DEFAULT_LANGUAGE: LanguageCode = 'en-US';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((l) => l.code === value);
}

/** The visitor's chosen language, or English (US) when none (or an unknown one) is stored. */
export function readLanguage(): LanguageCode {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Stores the choice and updates `<html lang>`. */
export function saveLanguage(code: LanguageCode): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Storage may be disabled (private mode); the choice still applies to this page view.
  }
  document.documentElement.lang = code;
}

export function applyStoredLanguage(): void {
  document.documentElement.lang = readLanguage();
}
