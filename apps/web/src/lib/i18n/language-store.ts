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

/** The visitor's stored choice, or English (US) when none (or an unknown one) is stored. */
export function readStoredLanguage(): LanguageCode {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function storeLanguage(code: LanguageCode): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Storage may be disabled (private mode); the choice still applies to this page view.
  }
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
  const wanted = readStoredLanguage();
  for (const code of new Set([wanted, DEFAULT_LANGUAGE])) {
    try {
      const messages = await loadMessages(code);
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
