import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { messageArea } from '../src/lib/i18n/catalog-areas.ts';

const CATALOG = /\/src\/lib\/i18n\/catalogs\/[^/]+\.json$/;
const CATALOG_DIR = path.resolve(import.meta.dirname, '../src/lib/i18n/catalogs');
/** `import { catalogAreas } from 'virtual:catalog-areas'`: language → area → loader. */
const INDEX = 'virtual:catalog-areas';
/** One area of one language's catalog: `virtual:catalog-area/de/explore`. */
const AREA = 'virtual:catalog-area/';

type Catalog = Record<string, string>;

/** Message id → ICU syntax tree; a message that is not valid ICU fails the build. */
function compile(messages: Catalog, fail: (text: string) => never, where: string) {
  const compiled: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(messages)) {
    try {
      compiled[key] = parse(message);
    } catch (error) {
      fail(`${where}: message "${key}" is not valid ICU: ${(error as Error).message}`);
    }
  }
  return compiled;
}

const readCatalog = (language: string) =>
  JSON.parse(readFileSync(path.join(CATALOG_DIR, `${language}.json`), 'utf8')) as Catalog;

const languages = () =>
  readdirSync(CATALOG_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length));

/**
 * Compiles the translation catalogs (src/lib/i18n/catalogs/*.json: message id → ICU message) to
 * ICU syntax trees at build time, so the browser formats them without shipping the ICU parser
 * (decision 0008), and splits each into areas (lib/i18n/catalog-areas.ts), each its own chunk,
 * so a page downloads the layout's messages and its own only.
 */
export function icuCatalogs(): Plugin {
  return {
    name: 'divespot:icu-catalogs',
    enforce: 'pre',
    resolveId(id) {
      if (id === INDEX || id.startsWith(AREA)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${INDEX}`) {
        const entries = languages().map((language) => {
          const areas = [...new Set(Object.keys(readCatalog(language)).map(messageArea))].sort();
          const loaders = areas.map(
            (area) =>
              `${JSON.stringify(area)}: () => import(${JSON.stringify(`${AREA}${language}/${area}`)})`,
          );
          return `${JSON.stringify(language)}: { ${loaders.join(', ')} }`;
        });
        return `export const catalogAreas = { ${entries.join(',\n')} };`;
      }
      if (id.startsWith(`\0${AREA}`)) {
        const [language = '', area = ''] = id.slice(AREA.length + 1).split('/');
        const catalog = readCatalog(language);
        this.addWatchFile(path.join(CATALOG_DIR, `${language}.json`));
        const part = Object.fromEntries(
          Object.entries(catalog).filter(([key]) => messageArea(key) === area),
        );
        const compiled = compile(part, (text) => this.error(text), `${language}.json`);
        return `export default ${JSON.stringify(compiled)};`;
      }
      return undefined;
    },
    transform: {
      filter: { id: CATALOG },
      handler(code, id) {
        const compiled = compile(JSON.parse(code) as Catalog, (text) => this.error(text), id);
        return { code: `export default ${JSON.stringify(compiled)};`, moduleType: 'js', map: null };
      },
    },
  };
}
