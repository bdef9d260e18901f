/** Product-wide constants shared by the server (head injection) and the web app. */
export const SITE_NAME = 'DiveSpot';
export const SITE_TAGLINE = 'Find where to dive next';
export const DEFAULT_DESCRIPTION =
  'DiveSpot helps scuba divers, freedivers and snorkellers discover dive spots, marine life, dive centers and destinations worldwide, with a map, diving calculators and shareable views.';
export const SUPPORT_EMAIL = 'support@divespot.app';

/** Six footer languages of SPEC §2 Layout, in display order. */
export const LANGUAGES = [
  { code: 'en-US', label: 'English (US)' },
  { code: 'es', label: 'Español' },
  { code: 'fr', label: 'Français' },
  { code: 'de', label: 'Deutsch' },
  { code: 'pt-BR', label: 'Português' }, // Brazilian Portuguese
  { code: 'ja', label: '日本語' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** SPEC §9 constants that the shell already needs. */
export const HTTP_TIMEOUT_MS = 30_000;
export const MOBILE_BREAKPOINT_PX = 768;
