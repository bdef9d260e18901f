import type { LanguageCode } from '@divespot/shared/site';
import de from '../lib/i18n/catalogs/de.json';
import es from '../lib/i18n/catalogs/es.json';
import fr from '../lib/i18n/catalogs/fr.json';
import ja from '../lib/i18n/catalogs/ja.json';
import ptBR from '../lib/i18n/catalogs/pt-BR.json';
import type { FixedLanguage } from '../lib/i18n/i18n-provider.tsx';
import { IN_ENGLISH } from './in-english.ts';

const CATALOGS = { es, fr, de, 'pt-BR': ptBR, ja } as const;

/** The app's texts in one language, for rendering components in tests: `inLanguage('de')`. */
export function inLanguage(code: LanguageCode): FixedLanguage {
  return code === 'en-US' ? IN_ENGLISH : { language: code, messages: CATALOGS[code] };
}
