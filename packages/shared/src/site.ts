/** Product-wide constants shared by the server (head injection) and the web app. */
export const SITE_NAME = 'DiveSpot';
export const SITE_TAGLINE = 'Find where to dive next';
export const DEFAULT_DESCRIPTION =
  'DiveSpot helps scuba divers, freedivers and snorkellers discover dive spots, marine life, dive centers and destinations worldwide, with a map, diving calculators and shareable views.';
export const SUPPORT_EMAIL = 'support@divespot.app';

/** Six footer languages of docs/product/screens.md Layout, in display order. */
export const LANGUAGES = [
  { code: 'en-US', label: 'English (US)' },
  { code: 'es', label: 'Español' },
  { code: 'fr', label: 'Français' },
  { code: 'de', label: 'Deutsch' },
  { code: 'pt-BR', label: 'Português' }, // Brazilian Portuguese
  { code: 'ja', label: '日本語' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/**
 * One of our languages for a BCP 47 tag, or undefined: an exact match ('pt-BR', 'en-us'), else
 * the primary language ('de-AT' → 'de', 'pt-PT' → 'pt-BR', 'en-GB' → 'en-US').
 */
export function languageForTag(tag: string | null | undefined): LanguageCode | undefined {
  const lower = tag?.trim().toLowerCase();
  if (!lower || lower === '*') return undefined;
  const codes = LANGUAGES.map((l) => l.code);
  const primary = lower.split('-')[0];
  return (
    codes.find((code) => code.toLowerCase() === lower) ??
    codes.find((code) => code.toLowerCase().split('-')[0] === primary)
  );
}

/** docs/product/limits.md constants that the shell already needs. */
export const HTTP_TIMEOUT_MS = 30_000;
export const MOBILE_BREAKPOINT_PX = 768;
