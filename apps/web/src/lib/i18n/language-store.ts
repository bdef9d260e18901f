import { LANGUAGES, languageForTag, type LanguageCode } from '@divespot/shared/site';
import type { MessageFormatElement } from 'react-intl';
import { create } from 'zustand';
import { SHELL_AREA } from './catalog-areas.ts';

/** A catalog as the app uses it: message id → compiled ICU message (decision 0008). */
export type Messages = Record<string, MessageFormatElement[]> | Record<string, string>;

const STORAGE_KEY = 'divespot-language';
export const DEFAULT_LANGUAGE: LanguageCode = 'en-US';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((l) => l.code === value);
}

// Whole catalogs, one chunk per language: for prerendering and tests. The browser loads areas.
const catalogs = import.meta.glob<Messages>('./catalogs/*.json', { import: 'default' });

/** A language's whole catalog. */
export function loadMessages(code: LanguageCode): Promise<Messages> {
  const load = catalogs[`./catalogs/${code}.json`];
  if (!load) throw new Error(`No catalog for ${code}`);
  return load();
}

/** Loads the messages of some areas of a language's catalog (lib/i18n/catalog-areas.ts). */
export type CatalogLoader = (code: LanguageCode, areas: readonly string[]) => Promise<Messages>;

/** Until the browser sets its area loader: whole catalogs. */
let loadCatalog: CatalogLoader = (code) => loadMessages(code);

/** The browser loads catalogs area by area (main.tsx). */
export function setCatalogLoader(loader: CatalogLoader): void {
  loadCatalog = loader;
}

/** Areas the app has needed so far: the shell, and those of each page it opened. */
const neededAreas = new Set<string>([SHELL_AREA]);
let started: Promise<unknown> | null = null;

const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

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
    const messages = await loadCatalog(code, [...neededAreas]);
    storeLanguage(code);
    document.documentElement.lang = code;
    set({ language: code, messages });
  },
}));

/**
 * Before the first render: the stored language and its catalog, so no text changes after. When
 * its catalog cannot load (the network dropped), English (US) is tried; the app starts either way.
 */
export function startLanguage(): Promise<LanguageCode> {
  const start = startIn(initialLanguage());
  started = start;
  return start;
}

async function startIn(wanted: LanguageCode): Promise<LanguageCode> {
  const fromLink = languageForTag(new URLSearchParams(window.location.search).get('lang'));
  for (const code of new Set([wanted, DEFAULT_LANGUAGE])) {
    try {
      const messages = await loadCatalog(code, [...neededAreas]);
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

/**
 * Makes sure the messages of `areas` are in, in the current language, before a page that needs
 * them renders (its route's lazy loader waits for this). Before the language has started, the
 * areas are only noted: the start loads them with the shell.
 */
export function ensureAreas(areas: readonly string[]): Promise<void> {
  const missing = areas.filter((area) => !neededAreas.has(area));
  for (const area of missing) neededAreas.add(area);
  if (!started) return Promise.resolve();
  if (missing.length > 0) {
    const load = loadAreas(started, missing);
    for (const area of missing) inFlight.set(area, load);
    const settle = (failed: boolean) => {
      for (const area of missing) {
        if (inFlight.get(area) !== load) continue;
        inFlight.delete(area);
        // A failed load (the network dropped) is tried again when a page asks next time.
        if (failed) neededAreas.delete(area);
      }
    };
    void load.then(
      () => settle(false),
      () => settle(true),
    );
  }
  // Also wait for areas another page asked for a moment ago and that are still on their way.
  return Promise.all(areas.map((area) => inFlight.get(area) ?? Promise.resolve())).then(
    () => undefined,
  );
}

/** Areas being loaded after the start, each with its load. */
const inFlight = new Map<string, Promise<void>>();

async function loadAreas(start: Promise<unknown>, areas: string[]): Promise<void> {
  await start;
  const { language } = useLanguageStore.getState();
  const messages = await loadCatalog(language, areas);
  const current = useLanguageStore.getState();
  // A language switch meanwhile loaded every needed area itself.
  if (current.language === language) {
    useLanguageStore.setState({ messages: { ...current.messages, ...messages } as Messages });
  }
}
