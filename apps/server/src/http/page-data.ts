import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { matchPageRoute, pageRouteParams } from '@divespot/shared/routes';
import type { LanguageCode } from '@divespot/shared/site';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import type { PageDataLoaders } from './page-heads.ts';

/** The query of a request's URL. */
export function urlQuery(url: string): URLSearchParams {
  const search = url.indexOf('?');
  return new URLSearchParams(search < 0 ? '' : url.slice(search + 1));
}

/**
 * The data a page comes with (features add loaders by route pattern), in the page's language:
 * every loader of the page at once, by name. A loader that fails is left out, so the page still
 * goes; the app then asks the API. A failure for want of the database goes to `unavailable`
 * (the outage log), any other to `log`.
 */
export async function loadPageData<T = unknown>(
  loaders: PageDataLoaders<NoInfer<T>>,
  pathname: string,
  url: string,
  language: LanguageCode,
  log: FastifyBaseLogger,
  unavailable: (error: unknown) => void,
): Promise<Record<string, T>> {
  const route = matchPageRoute(pathname);
  const forPage = route ? loaders[route.pattern] : undefined;
  if (!route || !forPage) return {};
  const params = pageRouteParams(route.pattern, pathname);
  const query = urlQuery(url);
  const loaded = await Promise.all(
    Object.entries(forPage).map(async ([key, load]) => {
      try {
        const value = await load(params, query, language);
        return value === undefined ? [] : [[key, value] as const];
      } catch (error) {
        if (isDatabaseUnavailable(error)) unavailable(error);
        else log.error({ err: error, pathname, key }, 'page data not loaded');
        return [];
      }
    }),
  );
  return Object.fromEntries(loaded.flat());
}

/**
 * The page's data for the app's first render (lib/page-data.ts reads it), nothing when it has
 * none; `<` is escaped as in JSON-LD, so no text can close the element early. `json` is the
 * data already serialised, when the caller has it.
 */
export function pageDataScript(
  data: Record<string, unknown>,
  json: string = JSON.stringify(data),
): string {
  return Object.keys(data).length === 0 ? '' : pageDataElement(json);
}

/** The element of page data already serialised (`json`). */
export const pageDataElement = (json: string) =>
  `\n    <script type="application/json" id="page-data">${json.replace(/</g, '\\u003c')}</script>`;

/** A short digest of serialised page data: its version when its record has none. */
export const jsonDigest = (json: string) => createHash('sha1').update(json).digest('base64url');
