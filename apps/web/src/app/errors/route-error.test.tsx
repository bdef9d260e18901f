import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import de from '../../lib/i18n/catalogs/de.json';
import { IN_ENGLISH } from '../../test/in-english.ts';
import { Providers } from '../providers.tsx';
import { RouteError } from './route-error.tsx';

/** Renders a route whose loader throws, with RouteError as its error element. */
async function renderError(thrown: unknown, language = IN_ENGLISH): Promise<string> {
  const routes = [
    {
      path: '/',
      errorElement: <RouteError />,
      loader: () => {
        throw thrown;
      },
      Component: () => null,
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { enabled: false } });
  return renderToString(
    <QueryClientProvider client={client}>
      <Providers language={language}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </QueryClientProvider>,
  );
}

describe('RouteError', () => {
  it('speaks the chosen language', async () => {
    const html = await renderError(new Response(null, { status: 404 }), {
      language: 'de',
      messages: de,
    });
    expect(html).toContain('Seite nicht gefunden');
    expect(html).toContain('Zur Startseite');
    expect(html).toContain('>Über DiveSpot</a>');
  });

  it('shows Page Not Found for a 404 response', async () => {
    const html = await renderError(new Response(null, { status: 404, statusText: 'Not Found' }));
    expect(html).toContain('Page Not Found');
  });

  it('shows Something went wrong with the status text for other statuses', async () => {
    const html = await renderError(
      new Response(null, { status: 503, statusText: 'Service Unavailable' }),
    );
    expect(html).toContain('Something went wrong');
    expect(html).toContain('503 Service Unavailable');
    expect(html).toContain('Refresh Page');
    expect(html).toContain('Go Home');
  });

  it('shows Loading Failed for a failed chunk import', async () => {
    const html = await renderError(
      new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'),
    );
    expect(html).toContain('Loading Failed');
    expect(html).toContain('Try Again');
  });

  it('shows Something went wrong with Refresh Page for any other error', async () => {
    const html = await renderError(new Error('boom'));
    expect(html).toContain('Something went wrong');
    expect(html).toContain('Refresh Page');
    expect(html).not.toContain('boom');
  });
});
