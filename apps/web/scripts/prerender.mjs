// Writes dist/prerender/<module>.html: the HTML of each static public page (PAGE_ROUTES entries
// with `prerender: true`), which the server places in #root so text paints without JavaScript.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ssrDir = path.join(web, 'dist-ssr');
const outDir = path.join(web, 'dist', 'prerender');
const { render, prerenderRoutes } = await import(
  pathToFileURL(path.join(ssrDir, 'entry-server.js')).href
);

mkdirSync(outDir, { recursive: true });
for (const route of prerenderRoutes) {
  const html = await render(route.pattern);
  // React 19 renders <title>/<meta> in place; the server already writes them into <head>.
  const body = html.replace(/<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>/g, '');
  writeFileSync(path.join(outDir, `${route.module}.html`), body);
  console.log(`prerendered ${route.pattern} (${(body.length / 1024).toFixed(1)} KB)`);
}
rmSync(ssrDir, { recursive: true, force: true });
