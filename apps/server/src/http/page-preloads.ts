import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Reads Vite's build manifest and answers, for a page module, the chunks it needs beyond the
 * entry's own, so the HTML can preload them in parallel with the entry instead of one round trip
 * later. Without a manifest (web app not built) every page gets no preloads.
 */
export function pagePreloader(distDir: string): (module: string) => string[] {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;

  const closure = (key: string, into = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return into;
    into.add(key);
    for (const dep of chunk.imports ?? []) closure(dep, into);
    return into;
  };
  const entry = closure('index.html');
  const cache = new Map<string, string[]>();

  return (module) => {
    let files = cache.get(module);
    if (!files) {
      const keys = [...closure(`src/routes/${module}.tsx`)].filter((k) => !entry.has(k));
      files = keys.map((k) => `/${manifest[k]?.file ?? ''}`);
      cache.set(module, files);
    }
    return files;
  };
}
