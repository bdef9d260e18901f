import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOG = /\/src\/lib\/i18n\/catalogs\/[^/]+\.json$/;

/**
 * Compiles the translation catalogs (src/lib/i18n/catalogs/*.json: message id → ICU message) to
 * ICU syntax trees at build time, so the browser formats them without shipping the ICU parser
 * (decision 0008). A message that is not valid ICU fails the build, naming the file and id.
 */
export function icuCatalogs(): Plugin {
  return {
    name: 'divespot:icu-catalogs',
    enforce: 'pre',
    transform: {
      filter: { id: CATALOG },
      handler(code, id) {
        const messages = JSON.parse(code) as Record<string, string>;
        const compiled: Record<string, unknown> = {};
        for (const [key, message] of Object.entries(messages)) {
          try {
            compiled[key] = parse(message);
          } catch (error) {
            this.error(`${id}: message "${key}" is not valid ICU: ${(error as Error).message}`);
          }
        }
        return { code: `export default ${JSON.stringify(compiled)};`, moduleType: 'js', map: null };
      },
    },
  };
}
