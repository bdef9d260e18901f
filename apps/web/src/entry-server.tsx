import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Providers } from './app/providers.tsx';
import { preloadPage } from './app/page-loads.ts';
import { AppRoutes } from './app/routes.tsx';
import { LANGUAGES, type LanguageCode } from '@divespot/shared/site';
import { createIntl } from 'react-intl';
import { loadMessages } from './lib/i18n/language-store.ts';
import { allPageHeads, type PageHeadText } from './lib/i18n/page-heads.ts';
import { createQueryClient } from './lib/query-client.ts';
import { seedQueryCache } from './lib/page-data.ts';
import type { PageData } from '@divespot/shared/page-data';
import { NOT_FOUND_MODULE, PAGE_ROUTES } from '@divespot/shared/routes';

/** The message catalog areas of each page module, for the server's preloads. */
export { ROUTE_AREAS as routeAreas, SHELL_AREA as shellArea } from './lib/i18n/catalog-areas.ts';

/** The pages the build prerenders. */
export const prerenderRoutes = PAGE_ROUTES.filter((r) => r.prerender);

/** The 404 page, prerendered too: a path no page has, and the file name the server reads. */
export const notFound = { pattern: '/404', module: NOT_FOUND_MODULE };

/** The languages the build prerenders pages and heads in. */
export const languages: LanguageCode[] = LANGUAGES.map((l) => l.code);

/**
 * Renders one page to HTML as a signed-out visitor sees it in `code`: static public pages at build
 * time, and record pages with their record (`pageData`, as the server puts it in the page) when
 * the server sends them, so their text paints before any JavaScript runs; the browser then adopts
 * it (hydration) when it shows the same language, its cache holding the same answers.
 */
export async function render(
  pathname: string,
  code: LanguageCode,
  pageData?: PageData,
): Promise<string> {
  const language = { language: code, messages: await loadMessages(code) };
  // The page's module first: rendering never waits for it.
  await preloadPage(pathname);
  // Prerendered HTML shows loading states; data is fetched in the browser, never at build time.
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { enabled: false } });
  // A record page's record (the server renders those at request time) goes into this render's
  // cache as the browser puts it into its own.
  seedQueryCache(client, pageData?.queries ?? []);
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={client}>
        <Providers language={language}>
          <StaticRouter location={pathname}>
            <AppRoutes />
          </StaticRouter>
        </Providers>
      </QueryClientProvider>
    </StrictMode>,
  );
}

/** Every page's title and description in `code`, by route pattern ('*' for the 404). */
export async function heads(code: LanguageCode): Promise<Record<string, PageHeadText>> {
  const intl = createIntl({
    locale: code,
    defaultLocale: 'en-US',
    messages: await loadMessages(code),
  });
  return allPageHeads(intl);
}
