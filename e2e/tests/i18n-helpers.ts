import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';

const CATALOG_DIR = join(import.meta.dirname, '../../apps/web/src/lib/i18n/catalogs');
const catalogs = new Map<string, Record<string, string>>();

/** The six languages: footer label and code. */
export const LANGUAGES = [
  ['English (US)', 'en-US'],
  ['Español', 'es'],
  ['Français', 'fr'],
  ['Deutsch', 'de'],
  ['Português', 'pt-BR'],
  ['日本語', 'ja'],
] as const;

function catalog(code: string): Record<string, string> {
  let messages = catalogs.get(code);
  if (!messages) {
    const file = join(CATALOG_DIR, `${code}.json`);
    messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    catalogs.set(code, messages);
  }
  return messages;
}

/**
 * A message of the app in a language, formatted with `values` as the app formats it: tests
 * expect what the catalog says, so they hold in every language and fail on untranslated text.
 */
export function message(code: string, id: string, values?: Record<string, unknown>): string {
  const text = catalog(code)[id];
  if (text === undefined) throw new Error(`No message ${id} in the ${code} catalog`);
  const formatted = new IntlMessageFormat(text, code).format(values as never);
  return Array.isArray(formatted) ? formatted.join('') : String(formatted);
}
