import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, SITE_NAME, type LanguageCode } from '@divespot/shared/site';
import type { AppScripts } from '../after-paint.ts';
import { entryAssets, type Manifest } from './build-files.ts';

export const HEAD_START = '<!--head:start-->';
export const HEAD_END = '<!--head:end-->';
const HTML_LANG = '<html lang="';
const HEAD_CLOSE = '</head>';
const ROOT = '<div id="root">';

/** Used when the web app has not been built (API-only runs and tests): same markers, no app. */
const FALLBACK = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" />${HEAD_START}<title>${SITE_NAME}</title>${HEAD_END}</head>
<body><div id="root"></div><noscript>The DiveSpot web app has not been built. Run npm run build.</noscript></body></html>`;

/**
 * The built index.html cut once, at start-up, into the named slots a page is written in; a
 * request only joins strings. The page's head goes between `start` and `afterHead`, its HTML (if
 * any) between `afterHead` and `tail`.
 */
export interface Template {
  /** Up to the page head's marker, with `<html lang>` set to each language. */
  start: ReadonlyMap<LanguageCode, string>;
  /** From the head's end marker to inside the root element, the app's scripts loading at once. */
  afterHead: string;
  /**
   * The same without the app's script and preloads, and those, for a page readable before its
   * scripts run (they start after its first paint); null without an app build.
   */
  deferred: { afterHead: string; scripts: AppScripts } | null;
  /** From the root element's end to the document's. */
  tail: string;
}

/** Where `marker` is in `html`, after `from`; an error naming the file when it is not there. */
function slot(html: string, marker: string, from: number, file: string): number {
  const at = html.indexOf(marker, from);
  if (at < 0) throw new Error(`${file} lacks ${marker}`);
  return at;
}

/**
 * The app's tags as Vite's backend integration guide writes them from the manifest (entry
 * script, its imported chunks as module preloads, its stylesheets), here with the stylesheet
 * inline (~7 KB gzipped: the first paint needs no second request) and the scripts at low
 * priority, as nothing on a page competes with them.
 */
function appTags(assets: ReturnType<typeof entryAssets>, dist: string) {
  const script = `<script type="module" fetchpriority="low" crossorigin src="${assets.script}"></script>`;
  const preloads = assets.preloads.map(
    (href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`,
  );
  const styles = assets.styles.map((href) => {
    const css = path.join(dist, href);
    return existsSync(css)
      ? `<style>${readFileSync(css, 'utf8')}</style>`
      : `<link rel="stylesheet" crossorigin href="${href}">`;
  });
  return { script, preloads, styles };
}

/**
 * Cuts index.html into its slots. Between the head's end marker and `</head>` a build holds the
 * tags Vite wrote for the app; they are written again from the manifest (`appTags`), so the file
 * is never edited in place. A build whose tags there are not the manifest's stops the server.
 */
export function loadTemplate(file: string, manifest: Manifest | null): Template {
  const built = existsSync(file);
  const html = built ? readFileSync(file, 'utf8') : FALLBACK;
  const lang = slot(html, HTML_LANG, 0, file) + HTML_LANG.length;
  const langEnd = slot(html, '"', lang, file);
  const headStart = slot(html, HEAD_START, langEnd, file);
  const headEnd = slot(html, HEAD_END, headStart, file) + HEAD_END.length;
  const headClose = slot(html, HEAD_CLOSE, headEnd, file);
  const root = slot(html, ROOT, headClose, file) + ROOT.length;
  // The page's HTML goes into the root element, which the template leaves empty.
  if (!html.startsWith('</div>', root)) throw new Error(`${file}: ${ROOT} is not empty`);
  const written = html.slice(headEnd, headClose);
  const beforeTags = html.slice(headClose, root);
  const tail = html.slice(root);
  const start = new Map(
    LANGUAGES.map(({ code }) => [
      code,
      html.slice(0, lang) + code + html.slice(langEnd, headStart),
    ]),
  );
  if (!built || !manifest) {
    if (built && written.includes('<')) throw new Error(`${file} has app tags but no manifest`);
    return { start, afterHead: written + beforeTags, deferred: null, tail };
  }
  const assets = entryAssets(manifest);
  const files = [assets.script, ...assets.preloads, ...assets.styles];
  // Start tags: every '<' but those of end tags.
  const tagCount = written.split('<').length - written.split('</').length;
  if (tagCount !== files.length || !files.every((f) => written.includes(`"${f}"`))) {
    throw new Error(`${file}: the app's tags are not the build manifest's (${files.join(', ')})`);
  }
  // Vite's own layout: one tag a line, indented like the head, the head's closing tag after.
  const indent = written.slice(0, written.indexOf('<'));
  const closing = written.slice(written.lastIndexOf('>') + 1);
  const lines = (tags: string[]) => tags.map((tag) => indent + tag).join('') + closing;
  const tags = appTags(assets, path.dirname(file));
  return {
    start,
    afterHead: lines([tags.script, ...tags.preloads, ...tags.styles]) + beforeTags,
    deferred: {
      afterHead: lines(tags.styles) + beforeTags,
      scripts: { script: assets.script, preloads: assets.preloads },
    },
    tail,
  };
}
