import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { documentTitle, NOT_FOUND_PAGE, ROUTE_HEADS } from '@divespot/shared/route-heads';
import { NOT_FOUND_MODULE, PAGE_ROUTES, type PagePattern } from '@divespot/shared/routes';
import { LANGUAGES, type LanguageCode } from '@divespot/shared/site';

/** What the web build left for the pages (apps/web/dist), each read once at start-up. */

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
/** Vite's build manifest (dist/.vite/manifest.json): each source module's chunk and imports. */
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): Manifest | null {
  const file = path.join(dist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

/**
 * The chunks `name` imports, each once, every chunk after its own imports: the order Vite's
 * backend integration guide gives, and the one it writes index.html's preloads in.
 */
function importedChunks(manifest: Manifest, name: string): ManifestChunk[] {
  const seen = new Set<string>();
  const walk = (chunk: ManifestChunk | undefined): ManifestChunk[] =>
    (chunk?.imports ?? []).flatMap((key) => {
      if (seen.has(key)) return [];
      seen.add(key);
      const importee = manifest[key];
      return importee ? [...walk(importee), importee] : [];
    });
  return walk(manifest[name]);
}

/** The app's entry script, the chunks to preload with it and its stylesheets, as URL paths. */
export function entryAssets(manifest: Manifest) {
  const entry = manifest['index.html'];
  if (!entry) throw new Error('The build manifest has no index.html entry');
  const chunks = importedChunks(manifest, 'index.html');
  return {
    script: `/${entry.file}`,
    preloads: chunks.map((chunk) => `/${chunk.file}`),
    styles: [entry, ...chunks].flatMap((chunk) => chunk.css ?? []).map((css) => `/${css}`),
  };
}

/**
 * Build-time HTML of static pages, of explore's frame and of the 404 page (NOT_FOUND_MODULE), by
 * language and page module (apps/web/scripts/prerender.ts): `prerendered(language, module)`.
 */
export function loadPrerendered(dist: string) {
  const pages = new Map<string, string>();
  const modules = [
    ...PAGE_ROUTES.filter((route) => route.prerender).map((route) => route.module),
    NOT_FOUND_MODULE,
  ];
  for (const { code } of LANGUAGES) {
    for (const module of modules) {
      const file = path.join(dist, 'prerender', code, `${module}.html`);
      if (existsSync(file)) pages.set(`${code}/${module}`, readFileSync(file, 'utf8'));
    }
  }
  return (language: LanguageCode, module: string) => pages.get(`${language}/${module}`);
}

export interface HeadText {
  title: string;
  description: string;
}

/**
 * Every page's title and description by language and route pattern ('*' for the 404), written
 * by the build from the web app's catalogs; without a build, the route table's English.
 */
export function loadHeadTexts(
  dist: string,
): (language: LanguageCode, pattern: PagePattern | '*') => HeadText {
  const file = path.join(dist, 'prerender', 'heads.json');
  const texts = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, HeadText>>)
    : {};
  return (language, pattern) => {
    const text = texts[language]?.[pattern];
    if (text) return text;
    if (pattern === '*') {
      return {
        title: documentTitle(NOT_FOUND_PAGE.title),
        description: NOT_FOUND_PAGE.description,
      };
    }
    const head = ROUTE_HEADS[pattern];
    return { title: documentTitle(head?.title), description: head?.description ?? '' };
  };
}
