import enUS from '../lib/i18n/catalogs/en-US.json';
import type { FixedLanguage } from '../lib/i18n/i18n-provider.tsx';

/** The app's texts in English (US), the source catalog, for rendering components in tests. */
export const IN_ENGLISH: FixedLanguage = { language: 'en-US', messages: enUS };
