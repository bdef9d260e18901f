// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../lib/i18n/i18n-provider.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { IN_ENGLISH } from '../../../test/in-english.ts';
import { RETURN_PATH_KEY } from '../lib/return-path.ts';
import { readTokens } from '../lib/token-storage.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { OAuthRedirect } from './oauth-redirect.tsx';
import { json, testAuthenticated } from '../auth.fixture.ts';

let exchanged: unknown[] = [];
let answer: Response;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useAuthStore.setState({ user: null, isAuthenticated: false });
  exchanged = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    if (url === '/api/oauth2/exchange') exchanged.push(JSON.parse(init.body as string));
    return Promise.resolve(answer);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Where the app landed: shown on the page every other path leads to. */
function Landed() {
  const { pathname, search } = useLocation();
  return (
    <>
      <p>Landed on the kept page</p>
      <output data-testid="landed">{pathname + search}</output>
    </>
  );
}

function renderAt(url: string) {
  render(
    <I18nProvider fixed={IN_ENGLISH}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/oauth2/redirect" element={<OAuthRedirect />} />
            <Route path="*" element={<Landed />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const landedAt = () => screen.getByTestId('landed').textContent;

describe('/oauth2/redirect', () => {
  it('exchanges the one-time code, signs in and returns to the kept page', async () => {
    answer = json(
      200,
      testAuthenticated({
        accessToken: 'access-g',
        refreshToken: 'refresh-g',
        username: 'sea@example.com',
        firstName: 'Sea',
        lastName: 'Turtle',
      }),
    );
    sessionStorage.setItem(RETURN_PATH_KEY, '/explore?zoom=5');
    const code = 'c'.repeat(32);
    renderAt(`/oauth2/redirect?code=${code}`);
    expect(await screen.findByText('Landed on the kept page')).toBeTruthy();
    expect(landedAt()).toBe('/explore?zoom=5');
    expect(exchanged).toEqual([{ code }]);
    expect(readTokens()?.accessToken).toBe('access-g');
    expect(useAuthStore.getState().user?.firstName).toBe('Sea');
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBeNull();
  });

  it('never returns to another site', async () => {
    answer = json(
      200,
      testAuthenticated({
        accessToken: 'a',
        refreshToken: 'r',
        username: 'x@example.com',
        firstName: 'X',
        lastName: 'Y',
        roles: [],
      }),
    );
    sessionStorage.setItem(RETURN_PATH_KEY, '//evil.example/');
    renderAt(`/oauth2/redirect?code=${'d'.repeat(32)}`);
    await screen.findByText('Landed on the kept page');
    expect(landedAt()).toBe('/');
  });

  it.each([
    ['a refused code', `/oauth2/redirect?code=${'e'.repeat(32)}`],
    ['no code', '/oauth2/redirect'],
    ['a provider error', '/oauth2/redirect?error=access_denied'],
  ])('shows OAuth2 authentication failed for %s', async (_name, url) => {
    answer = json(401, { message: 'OAuth2 authentication failed' });
    renderAt(url);
    expect(
      await screen.findByRole('heading', { name: 'OAuth2 authentication failed' }),
    ).toBeTruthy();
    await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(false));
    expect(readTokens()).toBeNull();
  });
});
