// @vitest-environment happy-dom
import type { Authenticated } from '@divespot/shared/account';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { checkSession } from '../hooks/use-session-keeper.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { refreshSession, signOutEverywhere, startSession } from './session.ts';
import { TOKEN_EXPIRY_MARGIN_MS, TOKEN_KEYS, readTokens } from './token-storage.ts';
import { json, testAuthenticated } from '../auth.fixture.ts';

const MINUTE = 60_000;

interface Call {
  url: string;
  method: string;
  auth: string | null;
  body: unknown;
}

type Handler = (call: Call) => Response | Promise<Response>;

let calls: Call[] = [];
let handler: Handler;

function signedIn(overrides: Partial<Authenticated> = {}): Authenticated {
  const auth = testAuthenticated(overrides);
  startSession(auth);
  return auth;
}

/** The server: /api/account/refreshtoken rotates refresh-N into access/refresh-(N+1). */
function rotatingRefresh(call: Call): Response | undefined {
  if (!call.url.startsWith('/api/account/refreshtoken')) return undefined;
  const n = Number(String((call.body as { refreshToken: string }).refreshToken).split('-')[1]);
  return json(200, {
    accessToken: `access-${n + 1}`,
    refreshToken: `refresh-${n + 1}`,
    expiresIn: 900,
    expiresAt: Date.now() + 15 * MINUTE,
  });
}

const refreshCalls = () => calls.filter((c) => c.url === '/api/account/refreshtoken');

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ user: null, isAuthenticated: false });
  calls = [];
  handler = () => json(200, { ok: true });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    const call: Call = {
      url,
      method: init.method ?? 'GET',
      auth: headers.Authorization ?? null,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    // Let concurrent callers pile up before the answer, as on a real network.
    await new Promise((resolve) => setTimeout(resolve, 5));
    return handler(call);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('tokens in local storage (docs/product/limits.md)', () => {
  it('keeps access token, refresh token and expiry in their own entries, not in auth-store', () => {
    const auth = signedIn();
    expect(localStorage.getItem(TOKEN_KEYS.access)).toBe('access-1');
    expect(localStorage.getItem(TOKEN_KEYS.refresh)).toBe('refresh-1');
    expect(localStorage.getItem(TOKEN_KEYS.expiry)).toBe(String(auth.expiresAt));
    expect(localStorage.getItem('auth-store')).not.toContain('access-1');
    expect(useAuthStore.getState().user?.firstName).toBe('Ada');
  });
});

describe('apiRequest with a session (docs/product/states.md)', () => {
  it('sends no token for a signed-out visitor', async () => {
    await apiRequest('/api/spot');
    expect(calls[0]?.auth).toBeNull();
  });

  it('sends the bearer token of a signed-in user', async () => {
    signedIn();
    await apiRequest('/api/profile');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.auth).toBe('Bearer access-1');
  });

  it('renews a token within 5 minutes of its expiry before the request', async () => {
    signedIn({ expiresAt: Date.now() + TOKEN_EXPIRY_MARGIN_MS - 1000 });
    handler = (call) => rotatingRefresh(call) ?? json(200, {});
    await apiRequest('/api/profile');
    expect(calls.map((c) => c.url)).toEqual(['/api/account/refreshtoken', '/api/profile']);
    expect(calls[1]?.auth).toBe('Bearer access-2');
    expect(readTokens()?.refreshToken).toBe('refresh-2');
  });

  it('keeps a token 6 minutes from expiry as it is', async () => {
    signedIn({ expiresAt: Date.now() + 6 * MINUTE });
    await apiRequest('/api/profile');
    expect(calls.map((c) => c.url)).toEqual(['/api/profile']);
  });

  it('on a 401 refreshes once and retries with the new token', async () => {
    signedIn();
    handler = (call) =>
      rotatingRefresh(call) ??
      (call.auth === 'Bearer access-1' ? json(401, { message: 'expired' }) : json(200, { n: 1 }));
    await expect(apiRequest('/api/profile')).resolves.toEqual({ n: 1 });
    expect(calls.map((c) => `${c.url} ${c.auth ?? ''}`)).toEqual([
      '/api/profile Bearer access-1',
      '/api/account/refreshtoken ',
      '/api/profile Bearer access-2',
    ]);
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('does not refresh a second time when the retry is refused too', async () => {
    signedIn();
    handler = (call) => rotatingRefresh(call) ?? json(401, { message: 'no' });
    await expect(apiRequest('/api/profile')).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls()).toHaveLength(1);
  });

  it('shares one refresh between concurrent 401s', async () => {
    signedIn();
    handler = (call) =>
      rotatingRefresh(call) ??
      (call.auth === 'Bearer access-1' ? json(401, {}) : json(200, { url: call.url }));
    const results = await Promise.all([
      apiRequest('/api/a'),
      apiRequest('/api/b'),
      apiRequest('/api/c'),
    ]);
    expect(results).toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);
    expect(refreshCalls()).toHaveLength(1);
    expect(calls.filter((c) => c.auth === 'Bearer access-2')).toHaveLength(3);
  });

  it('a refused refresh clears the tokens and signs out', async () => {
    signedIn();
    handler = (call) =>
      call.url === '/api/account/refreshtoken'
        ? json(401, { message: 'Token refresh failed' })
        : json(401, {});
    await expect(apiRequest('/api/profile')).rejects.toBeInstanceOf(ApiError);
    expect(readTokens()).toBeNull();
    expect(localStorage.getItem(TOKEN_KEYS.access)).toBeNull();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(useAuthStore.getState().user).toBeNull();
    // Nothing left to revoke: no logout call after a failed refresh.
    expect(calls.some((c) => c.url.startsWith('/api/account/logout'))).toBe(false);
  });

  it('a refresh lost to the network keeps the session for the next try', async () => {
    signedIn();
    handler = (call) => {
      if (call.url === '/api/account/refreshtoken') throw new TypeError('Failed to fetch');
      return json(401, {});
    };
    await expect(apiRequest('/api/profile')).rejects.toThrow('Failed to fetch');
    expect(readTokens()?.refreshToken).toBe('refresh-1');
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });
});

describe('refreshSession', () => {
  it('always renews when called without a rejected token (the 5-minute renewal)', async () => {
    signedIn();
    handler = (call) => rotatingRefresh(call) ?? json(200, {});
    await expect(refreshSession()).resolves.toBe('access-2');
    await expect(refreshSession()).resolves.toBe('access-3');
    expect(refreshCalls().map((c) => c.body)).toEqual([
      { refreshToken: 'refresh-1' },
      { refreshToken: 'refresh-2' },
    ]);
  });

  it('uses tokens another tab stored meanwhile instead of spending the new refresh token', async () => {
    signedIn();
    localStorage.setItem(TOKEN_KEYS.access, 'access-7');
    localStorage.setItem(TOKEN_KEYS.refresh, 'refresh-7');
    await expect(refreshSession('access-1')).resolves.toBe('access-7');
    expect(refreshCalls()).toHaveLength(0);
  });

  it('without tokens ends the session with nothing sent', async () => {
    useAuthStore.getState().signIn({ username: 'a@b.co', firstName: '', lastName: '', roles: [] });
    await expect(refreshSession('x')).resolves.toBeNull();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(calls).toHaveLength(0);
  });
});

describe('sign out', () => {
  it('Sign Out anywhere clears the tokens and revokes the session on the server', async () => {
    signedIn();
    useAuthStore.getState().signOut();
    expect(readTokens()).toBeNull();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ url: '/api/account/logout/me', auth: 'Bearer access-1' });
  });

  it('revokes with a renewed token when the stored one has expired', async () => {
    signedIn({ expiresAt: Date.now() - MINUTE });
    handler = (call) => rotatingRefresh(call) ?? json(200, { revokedSessions: 1 });
    useAuthStore.getState().signOut();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ url: '/api/account/logout/me', auth: 'Bearer access-2' });
    expect(readTokens()).toBeNull();
  });

  it('Sign out everywhere asks the server to end every session, then signs out here', async () => {
    signedIn();
    handler = () => json(200, { revokedSessions: 3 });
    await signOutEverywhere();
    expect(calls.map((c) => `${c.url} ${c.auth ?? ''}`)).toEqual([
      '/api/account/logout/me?everywhere=true Bearer access-1',
    ]);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});

describe('checkSession (tab visible again, page load)', () => {
  it('signs out a session whose tokens are gone', async () => {
    useAuthStore.getState().signIn({ username: 'a@b.co', firstName: 'A', lastName: '', roles: [] });
    await checkSession(createQueryClient());
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('renews expired tokens, then loads the profile into the session', async () => {
    signedIn({ expiresAt: Date.now() - MINUTE });
    handler = (call) =>
      rotatingRefresh(call) ??
      json(200, {
        id: 'u1',
        username: 'ada@example.com',
        email: 'ada@example.com',
        firstName: 'Adaline',
        lastName: 'Diver',
        roles: ['ROLE_USER', 'ROLE_ADMIN'],
        imageLink: '/api/image/abc',
        emailConsent: true,
        hasPassword: true,
        createdAt: '2026-01-01T00:00:00.000Z',
      });
    await checkSession(createQueryClient());
    expect(calls.map((c) => c.url)).toEqual(['/api/account/refreshtoken', '/api/profile']);
    expect(useAuthStore.getState().user).toMatchObject({
      firstName: 'Adaline',
      roles: ['ROLE_USER', 'ROLE_ADMIN'],
      imageLink: '/api/image/abc',
    });
  });
});
