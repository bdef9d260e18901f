// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ErrorBoundary } from 'react-error-boundary';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import de from '../../lib/i18n/catalogs/de.json';
import { IN_ENGLISH } from '../../test/in-english.ts';
import { Providers } from '../providers.tsx';
import { RouteError } from './route-error.tsx';

afterEach(cleanup);

/** A page that throws, under RouteError as the page routes use it. */
function Failing({ error }: { error: unknown }): never {
  throw error;
}

function renderError(thrown: unknown, language = IN_ENGLISH): string {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { enabled: false } });
  return renderToString(
    <QueryClientProvider client={client}>
      <Providers language={language}>
        <MemoryRouter>
          <RouteError error={thrown} />
        </MemoryRouter>
      </Providers>
    </QueryClientProvider>,
  );
}

describe('RouteError', () => {
  it('speaks the chosen language', () => {
    const html = renderError(new TypeError('Failed to fetch dynamically imported module: /a.js'), {
      language: 'de',
      messages: de,
    });
    expect(html).toContain('Laden fehlgeschlagen');
    expect(html).toContain('Erneut versuchen');
  });

  it('shows Loading Failed for a failed chunk import', () => {
    const html = renderError(
      new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'),
    );
    expect(html).toContain('Loading Failed');
    expect(html).toContain('Try Again');
  });

  it('shows Something went wrong with Refresh Page for any other error', () => {
    const html = renderError(new Error('boom'));
    expect(html).toContain('Something went wrong');
    expect(html).toContain('Refresh Page');
    expect(html).not.toContain('boom');
  });

  it('catches what a page throws, as the page routes place it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Providers language={IN_ENGLISH}>
        <MemoryRouter>
          <ErrorBoundary FallbackComponent={RouteError}>
            <Failing error={new Error('boom')} />
          </ErrorBoundary>
        </MemoryRouter>
      </Providers>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    vi.restoreAllMocks();
  });
});
