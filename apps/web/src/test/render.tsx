import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { I18nProvider, type FixedLanguage } from '../lib/i18n/i18n-provider.tsx';
import type { SentQuery } from '@divespot/shared/page-data';
import { seedQueryCache } from '../lib/page-data.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { IN_ENGLISH } from './in-english.ts';

/** A JSON answer of the API. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers one request, or undefined to leave it to the default (404). */
export type ApiHandler = (url: URL, init: RequestInit) => Response | Promise<Response> | undefined;

export interface ApiRequest {
  url: URL;
  method: string;
  body: unknown;
}

export interface FakeApi {
  /** Every request the page made, oldest first. */
  readonly requests: ApiRequest[];
  /** The requests to one path. */
  to: (pathname: string) => ApiRequest[];
}

/**
 * Stands in for the API at the `fetch` boundary: `handler` answers, anything else is a 404.
 * Undo with `vi.unstubAllGlobals()` after each test.
 */
export function stubApi(handler: ApiHandler): FakeApi {
  const requests: ApiRequest[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ url, method: init.method ?? 'GET', body });
    return (await handler(url, init)) ?? json(404, { message: 'Not Found' });
  });
  return { requests, to: (pathname) => requests.filter((r) => r.url.pathname === pathname) };
}

/** Where the app has navigated to; hidden, so it adds nothing to what users perceive. */
function CurrentLocation() {
  const { pathname, search } = useLocation();
  return (
    <div hidden data-testid="current-location">
      {pathname + search}
    </div>
  );
}

/** The in-app URL (path and query) the page is showing. */
export const currentLocation = () => screen.getByTestId('current-location').textContent;

/**
 * Renders `ui` as the app does, in English (US) unless `language` is given (see in-language.ts):
 * a fresh query client (holding `sentWithPage`, the answers a page came with, as the app's cache
 * does) and a router starting at `route`.
 * Returns a user-event session for pointer and keyboard input (`user` configures it, e.g. to
 * advance fake timers).
 */
export function renderPage(
  ui: ReactNode,
  {
    route = '/',
    user,
    language = IN_ENGLISH,
    sentWithPage = [],
  }: {
    route?: string;
    user?: Parameters<typeof userEvent.setup>[0];
    language?: FixedLanguage;
    sentWithPage?: readonly SentQuery[];
  } = {},
) {
  const client = createQueryClient();
  seedQueryCache(client, sentWithPage);
  const result = render(
    <I18nProvider fixed={language}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <CurrentLocation />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...result, client, user: userEvent.setup(user) };
}
