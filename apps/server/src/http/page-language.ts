import { LANGUAGES, languageForTag, type LanguageCode } from '@divespot/shared/site';
import { cookieValue } from './cookies.ts';

export const DEFAULT_LANGUAGE: LanguageCode = 'en-US';
/** The cookie the web app writes with the visitor's choice (the same name as its storage key). */
export const LANGUAGE_COOKIE = 'divespot-language';

const CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);

/** The best of our languages for an Accept-Language header (RFC 9110 §12.5.4), by weight. */
export function languageFromAcceptLanguage(header: string | undefined): LanguageCode | undefined {
  if (!header) return undefined;
  const ranges = header
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params
        .map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p)?.[1])
        .find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) {
    const language = languageForTag(range.tag);
    if (language) return language;
  }
  return undefined;
}

export interface LanguageRequest {
  /** The `lang` query parameter, when the link carries one. */
  query: string | undefined;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}

/**
 * The language a page is served in: the link's `?lang=` first (a shared link shows what its
 * sender saw), then the visitor's remembered choice (cookie), then the browser's languages, then
 * English (US).
 */
export function pageLanguage({ query, cookie, acceptLanguage }: LanguageRequest): LanguageCode {
  return (
    (query ? languageForTag(query) : undefined) ??
    CODES.find((code) => code === cookieValue(cookie, LANGUAGE_COOKIE)) ??
    languageFromAcceptLanguage(acceptLanguage) ??
    DEFAULT_LANGUAGE
  );
}
