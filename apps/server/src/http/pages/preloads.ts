import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest } from './build-files.ts';

/**
 * From Vite's build manifest, answers, for a page module in a language, the chunks it needs
 * beyond the entry's own: its code, and the message catalogs of its areas in that language
 * (dist/prerender/route-areas.json, written by the build), so the HTML can preload them in
 * parallel with the entry instead of a round trip or two later. Without a manifest (web app not
 * built) every page gets no preloads.
 */
export function pagePreloader(
  distDir: string,
  manifest: Manifest | null,
): (module: string, language: string) => string[] {
  if (!manifest) return () => [];
  const areasFile = path.join(distDir, 'prerender', 'route-areas.json');
  const areas = existsSync(areasFile)
    ? (JSON.parse(readFileSync(areasFile, 'utf8')) as Record<string, string[]>)
    : {};

  const closure = (key: string, into = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return into;
    into.add(key);
    for (const dep of chunk.imports ?? []) closure(dep, into);
    return into;
  };
  const entry = closure('index.html');
  const cache = new Map<string, string[]>();

  return (module, language) => {
    const key = `${module}|${language}`;
    let files = cache.get(key);
    if (!files) {
      const code = [...closure(`src/routes/${module}.tsx`)].filter((k) => !entry.has(k));
      const catalogs = (areas[module] ?? [])
        .map((area) => `virtual:catalog-area/${language}/${area}`)
        .filter((k) => manifest[k]);
      files = [...code, ...catalogs].map((k) => `/${manifest[k]?.file ?? ''}`);
      cache.set(key, files);
    }
    return files;
  };
}
