import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { AnswerCache } from '../lib/answer-cache.ts';
import { jsonDigest } from './page-data.ts';

/**
 * Record pages (an article or the blog's list, a dive spot, a species: every page whose head
 * resolver hands over its record) and explore's frame with its first list, rendered on the
 * server with their data, so their text and largest picture paint from the HTML, before any
 * JavaScript: the web app's server build (WEB_SSR_DIR, apps/web/dist-ssr/entry-server.js: the one
 * the build prerenders static pages with; it imports its packages from node_modules, so it stays
 * in the repository), loaded on the first such page. A page's HTML is kept for a minute, per
 * version of its record (an edit shows at once).
 */

type Render = (pathname: string, language: string, pageData?: object) => Promise<string>;

/**
 * A page's HTML rendered with its data (as the page carries it: packages/shared/src/page-data.ts),
 * or null when it cannot be rendered (no server build, or it failed). `version` is the record's
 * last change, if known.
 */
export type RecordRenderer = (
  pathname: string,
  language: string,
  data: object,
  version?: string,
) => Promise<string | null>;

const KEPT = 1000;
const TTL_MS = 60_000;

const digest = (data: unknown) => jsonDigest(JSON.stringify(data) ?? '');

export function recordRenderer(ssrDir: string, log: FastifyBaseLogger): RecordRenderer {
  const file = path.join(ssrDir, 'entry-server.js');
  if (!existsSync(file)) return () => Promise.resolve(null);
  let render: Promise<Render> | undefined;
  const recent = new AnswerCache<string | null>(KEPT, TTL_MS);
  return (pathname, language, data, version) =>
    recent.get(`${language}|${pathname}|${version ?? digest(data)}`, async () => {
      try {
        render ??= import(pathToFileURL(file).href).then((m: { render: Render }) => m.render);
        const html = await (await render)(pathname, language, data);
        // React 19 renders <title>, <meta> and preload <link>s in place; the head has them.
        return html.replace(/<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>/g, '');
      } catch (error) {
        // The page still works: the browser renders it, and its text is in <noscript>.
        log.error({ err: error, pathname }, 'record page not rendered on the server');
        return null;
      }
    });
}
