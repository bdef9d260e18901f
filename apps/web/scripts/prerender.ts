// Writes, for each language, dist/prerender/<language>/<module>.html: the HTML of each static
// public page (PAGE_ROUTES entries with `prerender: true`) and of the 404 page, which the server places in #root so
// text paints without JavaScript; and dist/prerender/heads.json: every page's title and
// description by language, which the server writes into <head>; and dist/prerender/route-areas.json:
// the message catalog areas each page module loads, which the server preloads with the page.
// dist-ssr/ stays: the server renders record pages (an article) with it at request time.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ssrDir = path.join(web, 'dist-ssr');
const outDir = path.join(web, 'dist', 'prerender');
/** What the web app's server build (src/entry-server.tsx) gives the prerender. */
interface ServerBuild {
  render: (pathname: string, language: string) => Promise<string>;
  heads: (language: string) => Promise<Record<string, unknown>>;
  languages: string[];
  prerenderRoutes: { pattern: string; module: string }[];
  notFound: { pattern: string; module: string };
  routeAreas: Record<string, readonly string[]>;
  shellArea: string;
}

const { render, heads, languages, prerenderRoutes, notFound, routeAreas, shellArea } =
  (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as ServerBuild;

rmSync(outDir, { recursive: true, force: true });
const allHeads: Record<string, Record<string, unknown>> = {};
for (const language of languages) {
  mkdirSync(path.join(outDir, language), { recursive: true });
  allHeads[language] = await heads(language);
  // The static pages, and the 404 page as any path outside the route table shows it.
  for (const route of [...prerenderRoutes, notFound]) {
    const html = await render(route.pattern, language);
    // React 19 renders <title>/<meta> in place; the server already writes them into <head>.
    const body = html.replace(/<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>/g, '');
    writeFileSync(path.join(outDir, language, `${route.module}.html`), body);
  }
  console.log(`prerendered ${prerenderRoutes.length} pages and the 404 page in ${language}`);
}
writeFileSync(path.join(outDir, 'heads.json'), JSON.stringify(allHeads));
const areas = Object.fromEntries(
  Object.entries(routeAreas).map(([module, list]) => [module, [shellArea, ...list]]),
);
writeFileSync(path.join(outDir, 'route-areas.json'), JSON.stringify(areas));
