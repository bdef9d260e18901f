import { LANGUAGES, type LanguageCode } from '@divespot/shared/site';
import type { MessageFormatElement } from 'react-intl';
import { create } from 'zustand';

/** A catalog as the app uses it: message id → compiled ICU message (decision 0008). */
export type Messages = Record<string, MessageFormatElement[]> | Record<string, string>;

const STORAGE_KEY = 'divespot-language';
export const DEFAULT_LANGUAGE: LanguageCode = 'en-US';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((l) => l.code === value);
}

// One chunk per language: a page downloads only the catalog of the language it shows.
const catalogs = import.meta.glob<Messages>('./catalogs/*.json', { import: 'default' });

export function loadMessages(code: LanguageCode): Promise<Messages> {
  const load = catalogs[`./catalogs/${code}.json`];
  if (!load) throw new Error(`No catalog for ${code}`);
  return load();
}

const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** One of our languages for a tag a link carries: 'es', 'pt-br', 'de-AT' → 'de'. */
export function languageForTag(tag: string | null | undefined): LanguageCode | undefined {
  const lower = tag?.trim().toLowerCase();
  if (!lower) return undefined;
  const codes = LANGUAGES.map((l) => l.code);
  return (
    codes.find((code) => code.toLowerCase() === lower) ??
    codes.find((code) => code.toLowerCase().split('-')[0] === lower.split('-')[0])
  );
}

function storedLanguage(): LanguageCode | undefined {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLanguageCode(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The language to start in: the link's `?lang=`, then the choice remembered on this device, then
 * the language the server served the page in (it read the cookie and the browser's languages),
 * then English (US).
 */
export function initialLanguage(): LanguageCode {
  const fromLink = languageForTag(new URLSearchParams(window.location.search).get('lang'));
  if (fromLink) return fromLink;
  const served = document.documentElement.lang;
  return storedLanguage() ?? (isLanguageCode(served) ? served : DEFAULT_LANGUAGE);
}

/** Remembers the choice on this device, and in a cookie so the server serves the next page in it. */
function storeLanguage(code: LanguageCode): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Storage may be disabled (private mode); the cookie and this page view still have it.
  }
  document.cookie = `${STORAGE_KEY}=${code}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
}

interface LanguageState {
  language: LanguageCode;
  messages: Messages;
  /**
   * Loads the language's catalog, then shows it everywhere at once (no reload) and remembers
   * the choice. A catalog that cannot load leaves the page in its current language.
   */
  setLanguage: (code: LanguageCode) => Promise<void>;
}

export const useLanguageStore = create<LanguageState>()((set) => ({
  language: DEFAULT_LANGUAGE,
  messages: {},
  setLanguage: async (code) => {
    const messages = await loadMessages(code);
    storeLanguage(code);
    document.documentElement.lang = code;
    set({ language: code, messages });
  },
}));

/**
 * Before the first render: the stored language and its catalog, so no text changes after. When
 * its catalog cannot load (the network dropped), English (US) is tried; the app starts either way.
 */
export async function startLanguage(): Promise<LanguageCode> {
  const wanted = initialLanguage();
  const fromLink = languageForTag(new URLSearchParams(window.location.search).get('lang'));
  for (const code of new Set([wanted, DEFAULT_LANGUAGE])) {
    try {
      const messages = await loadMessages(code);
      if (fromLink === code) storeLanguage(code);
      document.documentElement.lang = code;
      useLanguageStore.setState({ language: code, messages });
      return code;
    } catch {
      // Try the next language.
    }
  }
  useLanguageStore.setState({ language: DEFAULT_LANGUAGE, messages: {} });
  return DEFAULT_LANGUAGE;
}
