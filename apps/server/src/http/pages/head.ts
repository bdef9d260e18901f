import type { FastifyRequest } from 'fastify';
import { documentTitle } from '@divespot/shared/route-heads';
import { pageRouteParams, type PageRoute } from '@divespot/shared/routes';
import { LANGUAGES, type LanguageCode } from '@divespot/shared/site';
import type { DatabaseOutageLog } from '../../db/outage-log.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { urlQuery } from '../page-data.ts';
import type { PageHead } from '../page-head-tags.ts';
import type { HeadResolvers, ResolvedHead } from '../page-heads.ts';
import type { HeadText } from './build-files.ts';

/** What a page's head needs to know of the site and the build. */
export interface HeadSources {
  publicUrl: string;
  headText: (language: LanguageCode, pattern: PageRoute['pattern'] | '*') => HeadText;
  preloadsFor: (module: string, language: LanguageCode) => string[];
  resolvers: HeadResolvers;
  outage: DatabaseOutageLog;
}

/** The head of a page: the route table's text, or its record's when a feature resolves it. */
export type RouteHead =
  | { found: true; head: PageHead; record?: ResolvedHead['page'] }
  /** A record page whose record does not exist. */
  | { found: false; head: PageHead };

export function pageHeads(sources: HeadSources) {
  const { publicUrl, headText, preloadsFor, resolvers, outage } = sources;

  const notFound = (pathname: string, language: LanguageCode): PageHead => ({
    ...headText(language, '*'),
    canonicalUrl: publicUrl + pathname,
    indexable: false,
  });

  /**
   * A page's canonical URL and its alternates: each language's version is its own canonical
   * (`?lang=` kept when the link chose the language); x-default is the URL without one.
   */
  const languageUrls = (canonicalPath: string, chosen: boolean, language: LanguageCode) => {
    const base = publicUrl + canonicalPath;
    const inLanguage = (code: string) => `${base}?lang=${encodeURIComponent(code)}`;
    return {
      canonicalUrl: chosen ? inLanguage(language) : base,
      alternates: [
        { hreflang: 'x-default', href: base },
        ...LANGUAGES.map(({ code }) => ({ hreflang: code, href: inLanguage(code) })),
      ],
    };
  };

  /** The head of a path the route table matched (`route`). */
  const ofRoute = async (
    request: FastifyRequest,
    route: PageRoute,
    pathname: string,
    language: LanguageCode,
    chosen: boolean,
  ): Promise<RouteHead> => {
    const base: PageHead = {
      ...headText(language, route.pattern),
      ...languageUrls(pathname === '/' ? '/' : pathname.replace(/\/+$/, ''), chosen, language),
      indexable: route.indexable,
      preloads: preloadsFor(route.module, language),
    };
    const resolve = resolvers[route.pattern];
    if (!resolve) return { found: true, head: base };
    try {
      const found = await resolve(
        pageRouteParams(route.pattern, pathname),
        urlQuery(request.url),
        language,
      );
      if (!found) {
        return { found: false, head: { ...notFound(pathname, language), preloads: base.preloads } };
      }
      return {
        found: true,
        record: found.page,
        head: {
          ...base,
          ...(found.title === undefined ? {} : { title: documentTitle(found.title) }),
          ...(found.description === undefined ? {} : { description: found.description }),
          ...(found.canonicalPath ? languageUrls(found.canonicalPath, chosen, language) : {}),
          image: found.imagePath ? publicUrl + found.imagePath : undefined,
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
      return { found: true, head: base };
    }
  };

  return { notFound, ofRoute };
}
