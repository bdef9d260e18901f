import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { DEFAULT_LANGUAGE, loadMessages } from './lib/i18n/language-store.ts';
import { createQueryClient } from './lib/query-client.ts';
import { PAGE_ROUTES } from '@divespot/shared/routes';

/** The pages the build prerenders. */
export const prerenderRoutes = PAGE_ROUTES.filter((r) => r.prerender);

/**
 * Renders one page to HTML at build time, as a signed-out visitor sees it. Used only for static
 * public pages, so their text paints before any JavaScript runs; the browser then renders the
 * same page over it.
 */
export async function render(pathname: string): Promise<string> {
  const language = { language: DEFAULT_LANGUAGE, messages: await loadMessages(DEFAULT_LANGUAGE) };
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} redirected while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Prerendered HTML shows loading states; data is fetched in the browser, never at build time.
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { enabled: false } });
  return renderToString(
    <StrictMode>
      <Providers client={client} language={language}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
}
