import type { FastifyRequest } from 'fastify';
import type { PageData, SentQuery } from '@divespot/shared/page-data';
import { matchPageRoute, NOT_FOUND_MODULE } from '@divespot/shared/routes';
import { languageForTag, type LanguageCode } from '@divespot/shared/site';
import type { DatabaseOutageLog } from '../../db/outage-log.ts';
import { jsonDigest, loadPageData } from '../page-data.ts';
import type { PageDataLoaders } from '../page-heads.ts';
import { safeDecode } from '../page-html.ts';
import { pageLanguage } from '../page-language.ts';
import type { RecordRenderer } from '../record-render.ts';
import type { pageHeads } from './head.ts';
import type { Page } from './page.ts';

export interface PageSources {
  heads: ReturnType<typeof pageHeads>;
  loaders: PageDataLoaders;
  prerendered: (language: LanguageCode, module: string) => string | undefined;
  /** Renders a page with its data on the server (record-render.ts). */
  render: RecordRenderer;
  outage: DatabaseOutageLog;
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

/** Which page a request gets, of the five kinds of page.ts, with its head, data and HTML. */
export function pageResolver({ heads, loaders, prerendered, render, outage }: PageSources) {
  return async (request: FastifyRequest): Promise<Page> => {
    const pathname = safeDecode(request.url.split('?')[0] ?? '/');
    const { language, chosen } = requestLanguage(request);
    const route = matchPageRoute(pathname);
    // No record's slug holds a NUL character (PostgreSQL text cannot), and a lookup with one fails.
    if (!route || pathname.includes('\0')) {
      // The app shows its 404 page for any such path: sent prerendered.
      const html = prerendered(language, NOT_FOUND_MODULE);
      return {
        kind: 'not-found',
        language,
        head: heads.notFound(pathname, language),
        data: null,
        ...(html === undefined ? {} : { html }),
      };
    }
    const resolved = await heads.ofRoute(request, route, pathname, language, chosen);
    // A record that is not there: its page says so once it has asked, so no HTML of the 404.
    if (!resolved.found) return { kind: 'not-found', language, head: resolved.head, data: null };
    const { head, record } = resolved;

    const unavailable = (error: unknown) => outage.requestFailed(error, request);
    const loaded = await loadPageData<SentQuery>(
      loaders,
      pathname,
      request.url,
      language,
      request.log,
      unavailable,
    );
    const queries = [...(record ? [record.query] : []), ...Object.values(loaded)];
    const data: PageData = { queries };
    // Serialised once: for the page, and as its version when the record has none.
    const json = queries.length > 0 ? JSON.stringify(data) : null;
    const common = { language, head, data: json };
    const built = prerendered(language, route.module);

    if (record) {
      const html = await render(pathname, language, data, record.version ?? jsonDigest(json ?? ''));
      if (html !== null) return { kind: 'record', ...common, html };
      if (built !== undefined) return { kind: 'prerendered', ...common, html: built };
      return { kind: 'shell', ...common, noscriptHtml: record.noscriptHtml };
    }
    if (route.prerender === 'frame') {
      // The frame with the data it comes with (the list's first page), else as the build drew it.
      const html =
        (json ? await render(pathname, language, data, jsonDigest(json)) : null) ?? built;
      return html === undefined
        ? { kind: 'shell', ...common }
        : { kind: 'explore-frame', ...common, html };
    }
    return built === undefined
      ? { kind: 'shell', ...common }
      : { kind: 'prerendered', ...common, html: built };
  };
}
