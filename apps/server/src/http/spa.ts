import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { documentTitle, NOT_FOUND_PAGE, ROUTE_HEADS } from '@divespot/shared/route-heads';
import {
  matchPageRoute,
  NOT_FOUND_MODULE,
  PAGE_ROUTES,
  type PagePattern,
  pageRouteParams,
} from '@divespot/shared/routes';
import { PAGE_DATA_LANGUAGE } from '@divespot/shared/page-data';
import { LANGUAGES, languageForTag, SITE_NAME, type LanguageCode } from '@divespot/shared/site';
import type { Config } from '../config/env.ts';
import type { DatabaseOutageLog } from '../db/outage-log.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { afterPaintTags, extractAppScripts, type AppScripts } from './after-paint.ts';
import { apiNotFound } from './error-handler.ts';
import { pageLanguage } from './page-language.ts';
import { jsonDigest, loadPageData, pageDataScript, urlQuery } from './page-data.ts';
import { renderHead, type PageHead } from './page-head-tags.ts';
import { safeDecode, withNoscript } from './page-html.ts';
import type { HeadResolvers, PageDataLoaders, ResolvedHead } from './page-heads.ts';
import { pagePreloader } from './page-preloads.ts';
import { recordRenderer } from './record-render.ts';

const HEAD_START = '<!--head:start-->';
const HEAD_END = '<!--head:end-->';

/** Used when the web app has not been built (API-only runs and tests): same markers, no app. */
const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" />${HEAD_START}<title>${SITE_NAME}</title>${HEAD_END}</head>
<body><div id="root"></div><noscript>The DiveSpot web app has not been built. Run npm run build.</noscript></body></html>`;

const ROOT = '<div id="root"></div>';

interface Template {
  /** index.html up to the head marker. */
  head: string;
  /** From the head's end marker to the app's root element. */
  body: string;
  /**
   * The same without the app's script and preloads, and those scripts, for a prerendered page
   * (they start after its first paint); null without an app build.
   */
  deferred: { body: string; scripts: AppScripts } | null;
  /** After the root element. */
  tail: string;
}

/**
 * Prepares the built index.html for first paint from the first response: the stylesheet
 * (~7 KB gzipped) goes inline, and the app's scripts load at low priority, because prerendered
 * pages are readable before they run and nothing else on the page competes with them.
 */
function optimizeTemplate(html: string, dist: string): string {
  return html
    .replace(
      /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g,
      (tag, file: string) => {
        const css = path.join(dist, file);
        return existsSync(css) ? `<style>${readFileSync(css, 'utf8')}</style>` : tag;
      },
    )
    .replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ');
}

/** Splits index.html once at start-up so each request only joins a few strings. */
function loadTemplate(file: string): Template {
  const html = existsSync(file)
    ? optimizeTemplate(readFileSync(file, 'utf8'), path.dirname(file))
    : FALLBACK_TEMPLATE;
  const start = html.indexOf(HEAD_START);
  const end = html.indexOf(HEAD_END);
  const root = html.indexOf(ROOT);
  if (start < 0 || end < start || root < end) {
    throw new Error(`${file} lacks the ${HEAD_START} markers or the ${ROOT} element`);
  }
  const body = html.slice(end + HEAD_END.length, root + ROOT.length - '</div>'.length);
  const { rest, scripts } = extractAppScripts(body);
  return {
    head: html.slice(0, start),
    body,
    deferred: scripts ? { body: rest, scripts } : null,
    tail: html.slice(root + ROOT.length - '</div>'.length),
  };
}

/**
 * Build-time HTML of static pages and of the 404 page (NOT_FOUND_MODULE), by language and page
 * module (apps/web/scripts/prerender.mjs).
 */
function loadPrerendered(dist: string): Map<string, string> {
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
  return pages;
}

interface HeadText {
  title: string;
  description: string;
}

/**
 * Every page's title and description by language and route pattern ('*' for the 404), written
 * by the build from the web app's catalogs; without a build, the route table's English.
 */
function loadHeadTexts(
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

/** `<html lang>` of the template set to each language. */
function templateHeads(head: string): Map<LanguageCode, string> {
  return new Map(
    LANGUAGES.map(({ code }) => [code, head.replace(/<html lang="[^"]*"/, `<html lang="${code}"`)]),
  );
}

/** The page's language, and whether the address chose it (`?lang=`). */
function requestLanguage(request: FastifyRequest): { language: LanguageCode; chosen: boolean } {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  const lang = typeof query === 'string' ? query : undefined;
  const language = pageLanguage({
    query: lang,
    cookie: request.headers.cookie,
    acceptLanguage: request.headers['accept-language'],
  });
  return { language, chosen: lang !== undefined && languageForTag(lang) !== undefined };
}

/**
 * Serves the built web app: hashed assets with immutable caching, other public files briefly
 * cached, and index.html, with the page's head, for every other GET. Paths outside the route
 * table get HTTP 404 (the app then shows its 'Page Not Found' page).
 */
export async function registerSpa(
  app: FastifyInstance,
  config: Config,
  outage: DatabaseOutageLog,
  resolvers: HeadResolvers = {},
  pageDataLoaders: PageDataLoaders = {},
) {
  const dist = config.webDistDir;
  const built = existsSync(path.join(dist, 'index.html'));
  if (!built) app.log.warn({ dist }, 'web app not built: serving the API with a bare HTML shell');
  const template = loadTemplate(path.join(dist, 'index.html'));
  const prerendered = loadPrerendered(dist);
  const headText = loadHeadTexts(dist);
  const templateHead = templateHeads(template.head);
  const preloadsFor = pagePreloader(dist);
  const renderRecord = recordRenderer(config.webSsrDir, app.log);
  const framePages = new Set(
    PAGE_ROUTES.filter((r) => r.prerender === 'frame').map((r) => r.module),
  );

  if (built) {
    await app.register(fastifyStatic, {
      root: dist,
      index: false,
      wildcard: false,
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (res, filePath) => {
        const immutable = filePath.startsWith(path.join(dist, 'assets') + path.sep);
        void res.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  const notFoundHead = (pathname: string, language: LanguageCode): PageHead => ({
    ...headText(language, '*'),
    canonicalUrl: config.publicUrl + pathname,
    indexable: false,
  });

  /**
   * A page's canonical URL and its alternates: each language's version is its own canonical
   * (`?lang=` kept when the link chose the language); x-default is the URL without one.
   */
  const languageUrls = (canonicalPath: string, chosen: boolean, language: LanguageCode) => {
    const base = config.publicUrl + canonicalPath;
    const inLanguage = (code: string) => `${base}?lang=${encodeURIComponent(code)}`;
    return {
      canonicalUrl: chosen ? inLanguage(language) : base,
      alternates: [
        { hreflang: 'x-default', href: base },
        ...LANGUAGES.map(({ code }) => ({ hreflang: code, href: inLanguage(code) })),
      ],
    };
  };

  /** The page's head: the route table's text, or the record's own when a resolver knows it. */
  const headFor = async (
    request: FastifyRequest,
    pathname: string,
    language: LanguageCode,
    chosen: boolean,
  ): Promise<{ status: number; head: PageHead; module?: string; page?: ResolvedHead['page'] }> => {
    const route = matchPageRoute(pathname);
    // No record's slug holds a NUL character (PostgreSQL text cannot), and a lookup with one fails.
    if (!route || pathname.includes('\0')) {
      // The app shows its 404 page for any such path: sent prerendered. (A record that is not
      // there is a 404 too, but the app shows it from the record's page, once it has asked.)
      return { status: 404, head: notFoundHead(pathname, language), module: NOT_FOUND_MODULE };
    }
    const base: PageHead = {
      ...headText(language, route.pattern),
      ...languageUrls(pathname === '/' ? '/' : pathname.replace(/\/+$/, ''), chosen, language),
      indexable: route.indexable,
      preloads: preloadsFor(route.module, language),
    };
    const resolve = resolvers[route.pattern];
    if (!resolve) return { status: 200, head: base, module: route.module };
    try {
      const found = await resolve(
        pageRouteParams(route.pattern, pathname),
        urlQuery(request.url),
        language,
      );
      if (!found) {
        return {
          status: 404,
          head: { ...notFoundHead(pathname, language), preloads: base.preloads },
        };
      }
      return {
        status: 200,
        module: route.module,
        page: found.page,
        head: {
          ...base,
          ...(found.title === undefined ? {} : { title: documentTitle(found.title) }),
          ...(found.description === undefined ? {} : { description: found.description }),
          ...(found.canonicalPath ? languageUrls(found.canonicalPath, chosen, language) : {}),
          image: found.imagePath ? config.publicUrl + found.imagePath : undefined,
          ogType: found.ogType,
          jsonLd: found.jsonLd,
          preloadImage: found.preloadImage,
        },
      };
    } catch (error) {
      // The page still works without its specific head; the app fetches the record itself, and
      // shows its error screen if the database is still away then.
      if (isDatabaseUnavailable(error)) {
        outage.requestFailed(error, request);
      } else {
        request.log.error({ err: error, pathname }, 'page head lookup failed');
      }
      return { status: 200, head: base, module: route.module };
    }
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = safeDecode(request.url.split('?')[0] ?? '/');
    const { language, chosen } = requestLanguage(request);
    const {
      status,
      head,
      module,
      page: record,
    } = await headFor(request, pathname, language, chosen);
    const unavailable = (error: unknown) => outage.requestFailed(error, request);
    const data =
      status === 200
        ? await loadPageData(
            pageDataLoaders,
            pathname,
            request.url,
            language,
            request.log,
            unavailable,
          )
        : {};
    if (record) data[record.key] = record.data;
    // Records and lists carry stored texts in the page's language: the app uses them in it only.
    if (Object.keys(data).length > 0) data[PAGE_DATA_LANGUAGE] = language;
    // Serialised once: for the page, and as its version when the record has none.
    const json = JSON.stringify(data);
    // A record page is rendered with its record, a frame with the data it comes with; a static
    // page (or a frame without data) was rendered by the build.
    const frame = module !== undefined && framePages.has(module);
    const rendered =
      status === 200 && (record || (frame && Object.keys(data).length > 0))
        ? await renderRecord(pathname, language, data, record?.version ?? jsonDigest(json))
        : null;
    const page = rendered ?? (module ? prerendered.get(`${language}/${module}`) : undefined);
    // A prerendered page's scripts, its own chunks included, start after its first paint; a
    // frame's content needs them: they start at once.
    const deferred = page && !frame ? template.deferred : null;
    const body = deferred
      ? afterPaintTags({
          script: deferred.scripts.script,
          preloads: [...deferred.scripts.preloads, ...(head.preloads ?? [])],
        }) + deferred.body
      : template.body;
    return reply
      .status(status)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Language, Cookie')
      .header('Content-Language', language)
      .type('text/html; charset=utf-8')
      .send(
        (templateHead.get(language) ?? template.head) +
          HEAD_START +
          renderHead(deferred ? { ...head, preloads: [] } : head) +
          pageDataScript(data, json) +
          HEAD_END +
          body +
          (page ?? '') +
          (record && !page ? withNoscript(template.tail, record.noscriptHtml) : template.tail),
      );
  };

  const isApi = (url: string) =>
    url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
  // Pages are served by a route, not by the not-found handler: @fastify/compress hooks into
  // routes only, so HTML answered from the not-found handler went out uncompressed.
  app.get('/*', { schema: { hide: true } }, (request, reply) =>
    isApi(request.url) ? apiNotFound(request, reply) : sendPage(request, reply),
  );
  app.setNotFoundHandler((request, reply) => {
    if (isApi(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return apiNotFound(request, reply);
    }
    return sendPage(request, reply);
  });
}
