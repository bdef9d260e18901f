// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createQueryClient } from '../../../lib/query-client.ts';
import { useProfile } from '../api/get-profile.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_REFRESH_MS, readTokens } from '../lib/token-storage.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { useSessionKeeper } from './use-session-keeper.ts';
import { TEST_PROFILE } from '../../account/profile.fixture.ts';
import { json, signInAsAda } from '../auth.fixture.ts';

let urls: string[] = [];
let refreshes = 0;

function Keeper() {
  useSessionKeeper();
  return null;
}

/** A page reading the profile, as /profile does. */
function ProfileName() {
  const profile = useProfile('ada@example.com');
  return <p>{profile.data?.firstName ?? 'loading'}</p>;
}

function renderKeeper(withProfilePage = false) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Keeper />
      {withProfilePage ? <ProfileName /> : null}
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  localStorage.clear();
  urls = [];
  refreshes = 0;
  vi.stubGlobal('fetch', (url: string) => {
    urls.push(url);
    if (url === '/api/account/refreshtoken') {
      refreshes += 1;
      return Promise.resolve(
        json(200, {
          accessToken: `access-${refreshes + 1}`,
          refreshToken: `refresh-${refreshes + 1}`,
          expiresIn: 900,
          expiresAt: Date.now() + 900_000,
        }),
      );
    }
    return Promise.resolve(json(200, TEST_PROFILE));
  });
  signInAsAda([]);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useSessionKeeper (docs/product/states.md)', () => {
  it('shares its profile request with the profile page opening at the same time', async () => {
    renderKeeper(true);
    await screen.findByText('Ada');
    await vi.waitFor(() => expect(useAuthStore.getState().user?.roles).toEqual(['ROLE_USER']));
    expect(urls.filter((url) => url === '/api/profile')).toHaveLength(1);
    act(() => useAuthStore.getState().signOut()); // the next page load checks the profile again
  });

  it('renews the tokens every 5 minutes while signed in, and stops after sign-out', async () => {
    renderKeeper();
    await vi.waitFor(() => expect(urls).toContain('/api/profile'));
    expect(refreshes).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(AUTO_REFRESH_MS));
    await vi.waitFor(() => expect(refreshes).toBe(1));
    expect(readTokens()?.refreshToken).toBe('refresh-2');
    await act(() => vi.advanceTimersByTimeAsync(AUTO_REFRESH_MS));
    await vi.waitFor(() => expect(refreshes).toBe(2));

    act(() => useAuthStore.getState().signOut());
    await act(() => vi.advanceTimersByTimeAsync(3 * AUTO_REFRESH_MS));
    expect(refreshes).toBe(2);
  });

  it('rechecks when the tab becomes visible: tokens expired meanwhile are renewed', async () => {
    renderKeeper();
    await vi.waitFor(() => expect(urls).toContain('/api/profile'));
    // The tab slept past the token's expiry (the interval did not run while hidden).
    vi.setSystemTime(Date.now() + 20 * 60_000);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await vi.waitFor(() => expect(refreshes).toBe(1));
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('signs out on the visibility check when the tokens are gone (signed out in another tab)', async () => {
    renderKeeper();
    localStorage.removeItem('refreshToken');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await vi.waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(false));
  });
});
